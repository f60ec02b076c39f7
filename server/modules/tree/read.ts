import { sql } from 'drizzle-orm';
import type { TreeNode } from '../../../contract/tree';
import { TREE_LEVELS } from '../../../contract/tree';
import type { Side } from '../../db/schema';
import { batcherPerDatabase, createBatcher, REQUEST_BATCHES } from '../../db/batcher';
import type { Database } from '../../db/client';
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

/**
 * TREE_LEVELS of the tree below each member the CTE `top` names (`n`: whose tree; `id`: its top),
 * in one indexed recursive query.
 */
const subtreeBelowTop = sql`
  t as (
    select top.n, m.id, m.parent_id, m.side, m.name, m.sponsor_code, m.is_active, 0 as lvl
      from members m join top on m.id = top.id
    union all
    select t.n, m.id, m.parent_id, m.side, m.name, m.sponsor_code, m.is_active, t.lvl + 1
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
    sql`with recursive top as (select 0 as n, ${rootId}::bigint as id), ${subtreeBelowTop}
        select * from t order by lvl`,
  );
  const tree = treeOf(rows);
  if (!tree) throw new DomainError('not_found', 'Member not found');
  return tree;
}

const NOT_YOURS = 'You can only view your own team';

/** A tree a member asks to see: below the member `ref` names, or below the far end of a leg. */
type Asked = { viewer: number; byId: number | null; code: string | null; side: Side | null };
type VisibleRow = NodeRow & { n: number; found: boolean; visible: boolean | null };

/**
 * The trees several members asked to see, in one statement: for each (`n`: its place in `asked`)
 * the member its `ref` names, whether the viewer may see it (the member itself or its downline,
 * decisions §4), the end of the leg if asked, and the tree. Each one's first row says which.
 */
async function visibleSubtreeRows(db: Executor, asked: Asked[]): Promise<VisibleRow[][]> {
  const rows = await queryPrepared<VisibleRow>(
    db,
    'visible_subtrees',
    sql`
      with recursive asked as (
        select a.n, a.viewer, a."byId" as by_id, a.code, a.side
          from json_to_recordset(${JSON.stringify(asked.map((a, n) => ({ n, ...a })))}::json)
            as a(n int, viewer bigint, "byId" bigint, code text, side char(1))
      ),
      target as (
        select a.n, a.side as leg, m.id,
               case when m.id = a.viewer then true
                    else tour_side_below(a.viewer, m.id) is not null end as visible
          from asked a
          cross join lateral (
            select m.id from members m
             where m.id = a.by_id or m.sponsor_code = a.code
             limit 1) m
      ),
      top as (
        select n, case when leg is null then id else tour_extreme(id, leg = 'L') end as id
          from target where visible
      ),
      ${subtreeBelowTop}
      select a.n, t.id, t.parent_id, t.side, t.name, t.sponsor_code, t.is_active, t.lvl,
             g.n is not null as found, g.visible
        from asked a
        left join target g on g.n = a.n
        left join t on t.n = a.n
       order by a.n, t.lvl`,
  );
  const trees: VisibleRow[][] = asked.map(() => []);
  for (const row of rows) trees[Number(row.n)]?.push(row);
  return trees;
}

/** Trees asked for at once share a statement (see createBatcher and the dashboard's). */
const visibleSubtreeBatcher = batcherPerDatabase((db: Database) =>
  createBatcher(
    async (keys: string[]) => {
      const trees = await visibleSubtreeRows(
        db,
        keys.map((key) => JSON.parse(key) as Asked),
      );
      return new Map(keys.map((key, i) => [key, trees[i] ?? []]));
    },
    (key) => new Error(`no answer for the tree ${key}`),
    REQUEST_BATCHES,
  ),
);

/**
 * The tree below the member `ref` names (its `_id` or sponsor ID), or below the far end of one of
 * its legs, when `viewerId` may see it.
 */
async function visibleSubtree(db: Database, viewerId: number, ref: string, side?: Side) {
  const byId = /^\d{1,15}$/.test(ref) ? Number(ref) : null;
  const asked: Asked = {
    viewer: viewerId,
    byId,
    code: byId === null ? ref.trim().toUpperCase() : null,
    side: side ?? null,
  };
  const rows = await visibleSubtreeBatcher(db).load(JSON.stringify(asked));
  const first = rows[0];
  if (!first?.found) throw new DomainError('not_found', 'Member not found');
  if (!first.visible) throw new DomainError('forbidden', NOT_YOURS);
  const tree = treeOf(rows);
  if (!tree) throw new DomainError('not_found', 'Member not found');
  return tree;
}

/** The tree below the member `ref` names, as `viewerId` may see it. */
export async function visibleTree(db: Database, viewerId: number, ref: string) {
  return visibleSubtree(db, viewerId, ref);
}

/** The tree below the far end of one leg of the member `ref` names. */
export async function visibleExtremeTree(db: Database, viewerId: number, ref: string, side: Side) {
  return visibleSubtree(db, viewerId, ref, side);
}
