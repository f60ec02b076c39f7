import type { TreeNode } from '@contract/tree';
import { Card, CardHeader, CardTitle } from '@/ui/card/card';
import { GenealogyTree } from '@/ui/genealogy-tree/genealogy-tree';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import type { Read } from '../api/members';

export type MemberTreeProps = {
  /** The member's tree, rooted at them. */
  tree: Read<TreeNode>;
  /** Opens another member's page (a member below the root was clicked). */
  onSelectMember: (sponsorId: string) => void;
};

/** The member's genealogy, four levels deep, in the members' own tree view; a click opens a member. */
export function MemberTree({ tree, onSelectMember }: MemberTreeProps) {
  return (
    <Card data-slot="member-tree">
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle className="text-base">Tree</CardTitle>
        <p className="w-full text-sm text-muted">
          Four levels of the member’s binary tree. Select a member below to open their page.
        </p>
      </CardHeader>
      <div className="border-t border-border">
        {tree.error ? (
          <LoadAlert
            variant="inset"
            message={tree.error}
            onRetry={tree.onRetry}
            className="sm:px-6"
          />
        ) : (
          <GenealogyTree tree={tree.data} onSelect={onSelectMember} label="Genealogy tree" />
        )}
      </div>
    </Card>
  );
}
