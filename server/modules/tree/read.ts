import { sql } from 'drizzle-orm';
import type { TreeNode } from '../../../contract/tree';
import { TREE_LEVELS } from '../../../contract/tree';
import type { Side } from '../../db/schema';
import { queryPrepared, type Executor } from '../../db/raw';
import { DomainError } from '../../shared/errors';

type NodeRow = {
  id: string | number | null;
  parent_id: string | number | null;
  side: Side | null;
  name: string;
  sponsor_code: string;
  is_active: boolean;
  lvl: number;
};

/** TREE_LEVELS of the tree below the member the CTE `top` names, in one indexed recursive query. */
const subtreeBelowTop = sql`
  t as (
    select m.id, m.parent_id, m.side, m.name, m.sponsor_code, m.is_active, 0 as lvl
      from members m join top on m.id = top.id
    union all
    select m.id, m.parent_id, m.side, m.name, m.sponsor_code, m.is_active, t.lvl + 1
      from t join members m on m.parent_id = t.id
     where t.lvl < ${TREE_LEVELS - 1}
  )`;

/** The tree of spec §3 from the rows of `subtreeBelowTop`, parents before children. */
function treeOf(rows: NodeRow[]): TreeNode | null {
  const nodes = new Map<number, TreeNode>();
  let root: TreeNode | null = null;
  for (const row of rows) {
    if (row.id === null) continue;
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

/** The tree of spec §3 rooted at a member, TREE_LEVELS deep (staff: any member). */
export async function subtreeOf(db: Executor, rootId: number): Promise<TreeNode> {
  const rows = await queryPrepared<NodeRow>(
    db,
    'subtree',
    sql`with recursive top as (select ${rootId}::bigint as id), ${subtreeBelowTop}
        select * from t order by lvl`,
  );
  const tree = treeOf(rows);
  if (!tree) throw new DomainError('not_found', 'Member not found');
  return tree;
}

const NOT_YOURS = 'You can only view your own team';

/**
 * The tree below the member `ref` names (its `_id` or sponsor ID), or below the far end of one of
 * its legs, when `viewerId` may see it: the member itself or its downline (decisions §4). One
 * statement: the member, the check, the end of the leg and the tree; its first row says which.
 */
async function visibleSubtree(db: Executor, viewerId: number, ref: string, side?: Side) {
  const byId = /^\d{1,15}$/.test(ref) ? Number(ref) : null;
  const code = byId === null ? ref.trim().toUpperCase() : null;
  const rows = await queryPrepared<NodeRow & { found: boolean; visible: boolean | null }>(
    db,
    'visible_subtree',
    sql`
      with recursive target as (
        select m.id,
               case when m.id = ${viewerId} then true
                    else tour_side_below(${viewerId}, m.id) is not null end as visible
          from members m
         where m.id = ${byId}::bigint or m.sponsor_code = ${code}::text
         limit 1
      ),
      top as (
        select case when ${side ?? null}::char(1) is null then id
                    else tour_extreme(id, ${side ?? null}::char(1) = 'L') end as id
          from target where visible
      ),
      ${subtreeBelowTop}
      select t.*, v.found, v.visible
        from (select count(*) > 0 as found, bool_or(visible) as visible from target) v
        left join t on true
       order by t.lvl`,
  );
  const first = rows[0];
  if (!first?.found) throw new DomainError('not_found', 'Member not found');
  if (!first.visible) throw new DomainError('forbidden', NOT_YOURS);
  const tree = treeOf(rows);
  if (!tree) throw new DomainError('not_found', 'Member not found');
  return tree;
}

/** The tree below the member `ref` names, as `viewerId` may see it. */
export async function visibleTree(db: Executor, viewerId: number, ref: string) {
  return visibleSubtree(db, viewerId, ref);
}

/** The tree below the far end of one leg of the member `ref` names. */
export async function visibleExtremeTree(db: Executor, viewerId: number, ref: string, side: Side) {
  return visibleSubtree(db, viewerId, ref, side);
}
