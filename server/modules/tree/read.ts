import { sql } from 'drizzle-orm';
import type { TreeNode } from '../../../contract/tree';
import { TREE_LEVELS } from '../../../contract/tree';
import type { Side } from '../../db/schema';
import { queryPrepared, type Executor } from '../../db/raw';
import { DomainError } from '../../shared/errors';
import { canSeeTreeOf, findMemberByRef } from '../members/service';
import { extremeMember } from './tour';

type NodeRow = {
  id: string | number;
  parent_id: string | number | null;
  side: Side | null;
  name: string;
  sponsor_code: string;
  is_active: boolean;
  lvl: number;
};

/** The tree of spec §3 rooted at a member, TREE_LEVELS deep, in one indexed recursive query. */
export async function readSubtree(db: Executor, rootId: number): Promise<TreeNode | null> {
  const rows = await queryPrepared<NodeRow>(
    db,
    'subtree',
    sql`
      with recursive t as (
        select id, parent_id, side, name, sponsor_code, is_active, 0 as lvl
          from members where id = ${rootId}
        union all
        select m.id, m.parent_id, m.side, m.name, m.sponsor_code, m.is_active, t.lvl + 1
          from t join members m on m.parent_id = t.id
         where t.lvl < ${TREE_LEVELS - 1}
      )
      select * from t order by lvl`,
  );
  const nodes = new Map<number, TreeNode>();
  let root: TreeNode | null = null;
  for (const row of rows) {
    const node: TreeNode = {
      _id: String(row.id),
      value: row.name,
      mySponsorId: row.sponsor_code,
      isActive: row.is_active,
      leftChild: null,
      rightChild: null,
    };
    nodes.set(Number(row.id), node);
    const parent = row.parent_id === null ? undefined : nodes.get(Number(row.parent_id));
    if (row.lvl === 0) root = node;
    else if (parent && row.side === 'L') parent.leftChild = node;
    else if (parent && row.side === 'R') parent.rightChild = node;
  }
  return root;
}

const NOT_YOURS = 'You can only view your own team';

/** The tree below `rootId` (not found when there is no such member). */
export async function subtreeOf(db: Executor, rootId: number): Promise<TreeNode> {
  const tree = await readSubtree(db, rootId);
  if (!tree) throw new DomainError('not_found', 'Member not found');
  return tree;
}

/** The member `ref` names, when `viewerId` may see their part of the tree (decisions §4). */
async function visibleMember(db: Executor, viewerId: number, ref: string) {
  const member = await findMemberByRef(db, ref);
  if (!member) throw new DomainError('not_found', 'Member not found');
  if (!(await canSeeTreeOf(db, viewerId, member.id))) throw new DomainError('forbidden', NOT_YOURS);
  return member;
}

/** The tree below the member `ref` names, as `viewerId` may see it. */
export async function visibleTree(db: Executor, viewerId: number, ref: string) {
  return subtreeOf(db, (await visibleMember(db, viewerId, ref)).id);
}

/** The tree below the far end of one leg of the member `ref` names. */
export async function visibleExtremeTree(db: Executor, viewerId: number, ref: string, side: Side) {
  const member = await visibleMember(db, viewerId, ref);
  return subtreeOf(db, await extremeMember(db, member.id, side));
}
