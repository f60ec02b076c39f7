import type { TreeNode } from '@contract/tree';
import { CircleExclamationPoint, RotateCcw } from 'lucide-react';
import { Button } from '@/ui/button/button';
import { Card, CardHeader, CardTitle } from '@/ui/card/card';
import { GenealogyTree } from '@/ui/genealogy-tree/genealogy-tree';
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
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-danger sm:px-6"
          >
            <p className="flex items-center gap-2 font-medium">
              <CircleExclamationPoint aria-hidden className="size-4 shrink-0" />
              {tree.error}
            </p>
            <Button variant="secondary" size="sm" onClick={tree.onRetry}>
              <RotateCcw aria-hidden />
              Retry
            </Button>
          </div>
        ) : (
          <GenealogyTree tree={tree.data} onSelect={onSelectMember} label="Genealogy tree" />
        )}
      </div>
    </Card>
  );
}
