import type { DataTableColumn } from '@/ui/data-table/data-table';
import { KitLink } from '@/ui/lib/link';
import { memberPath } from '../paths';

export type MemberRefLike = { name: string; mySponsorId: string };

/**
 * A member in a table cell: the name (a link to their admin page) over the sponsor ID. Use it in
 * a `kind: 'mono'` column (no wrapping): a long name is cut short, whole in its tooltip.
 */
export function MemberCell({ member, link = true }: { member: MemberRefLike; link?: boolean }) {
  const name = 'block w-max max-w-44 truncate font-medium';
  return (
    <span className="grid min-w-0 gap-0.5">
      {link ? (
        <KitLink
          href={memberPath(member.mySponsorId)}
          title={member.name}
          className={`relative -my-1 py-1 text-info underline-offset-4 hover:underline ${name}`}
        >
          {member.name}
        </KitLink>
      ) : (
        <span title={member.name} className={name}>
          {member.name}
        </span>
      )}
      <span className="font-mono text-xs text-muted">{member.mySponsorId}</span>
    </span>
  );
}

/** The Member column of a table whose rows name a member (`row.member`). */
export const memberColumn: DataTableColumn<{ member: MemberRefLike }> = {
  key: 'member',
  header: 'Member',
  kind: 'mono',
  cell: (row) => <MemberCell member={row.member} />,
};
