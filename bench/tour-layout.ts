/**
 * The counted B-tree of the tour (decision 0011) as placing the members one by one, in id order,
 * leaves it: tour_insert and tour_split (migrations 0012, 0013) replayed in memory. A loaded
 * network then has the blocks the application would have grown, their fill and height included;
 * how full the blocks are is what an insertion order can make worse, so this is what makes network
 * (d) adversarial. bench/networks.test.ts checks the layout against the database's own functions.
 */
import { at, LEFT, type Tree } from './tree';

export type TourLayout = {
  /** Blocks are numbered 1..blocks in the order the database would have created them. */
  blocks: number;
  root: number;
  /** Per block id: parent (0 for the root), position among its siblings, height (leaves: 0). */
  parent: Int32Array;
  pos: Int32Array;
  height: Int32Array;
  /** Per item (member * 3 + kind, kind 0 open, 1 mid, 2 close): its leaf and its rank in it. */
  leaf: Int32Array;
  rank: Int32Array;
};

/** The tour of `tree` in blocks of at most `maxEntries` entries (tour_root.max_entries). */
export function layoutTour(tree: Tree, maxEntries: number): TourLayout {
  const items = 3 * (tree.size + 1);
  const leaf = new Int32Array(items);
  // Entries of each block: item codes in a leaf, block ids above. Index 0 unused.
  const entries: number[][] = [[]];
  const parent: number[] = [0];
  const height: number[] = [0];
  const newBlock = (h: number, p: number, content: number[]) => {
    entries.push(content);
    parent.push(p);
    height.push(h);
    return entries.length - 1;
  };
  let root = newBlock(0, 0, [3, 4, 5]);
  leaf.fill(root, 3, 6);

  const split = (block: number) => {
    let cur = block;
    for (;;) {
      const content = entries[cur] ?? [];
      if (content.length <= maxEntries) return;
      let up = at(parent, cur);
      if (up === 0) {
        up = newBlock(at(height, cur) + 1, 0, [cur]);
        parent[cur] = up;
        root = up;
      }
      const h = at(height, cur);
      const moved = content.splice(content.length >> 1);
      const sibling = newBlock(h, up, moved);
      if (h === 0) for (const item of moved) leaf[item] = sibling;
      else for (const child of moved) parent[child] = sibling;
      const siblings = entries[up] ?? [];
      siblings.splice(siblings.indexOf(cur) + 1, 0, sibling);
      cur = up;
    }
  };

  for (let id = 2; id <= tree.size; id++) {
    const after = 3 * at(tree.parent, id) + (at(tree.side, id) === LEFT ? 0 : 1);
    const block = at(leaf, after);
    const content = entries[block] ?? [];
    content.splice(content.indexOf(after) + 1, 0, 3 * id, 3 * id + 1, 3 * id + 2);
    leaf.fill(block, 3 * id, 3 * id + 3);
    split(block);
  }

  const blocks = entries.length - 1;
  const pos = new Int32Array(blocks + 1);
  const rank = new Int32Array(items);
  for (let b = 1; b <= blocks; b++) {
    const content = entries[b] ?? [];
    const ranks = at(height, b) === 0 ? rank : pos;
    content.forEach((entry, i) => {
      ranks[entry] = i;
    });
  }
  return {
    blocks,
    root,
    parent: Int32Array.from(parent),
    pos,
    height: Int32Array.from(height),
    leaf,
    rank,
  };
}

export type TourStats = { height: number; blocks: number; fill: number };

/** Height of the B-tree (leaves: 0) and how full its blocks are on average. */
export function layoutStats(layout: TourLayout, maxEntries: number): TourStats {
  const counts = new Int32Array(layout.blocks + 1);
  for (let b = 1; b <= layout.blocks; b++) {
    const up = at(layout.parent, b);
    if (up) counts[up] = at(counts, up) + 1;
  }
  for (let item = 3; item < layout.leaf.length; item++) {
    const b = at(layout.leaf, item);
    counts[b] = at(counts, b) + 1;
  }
  let total = 0;
  for (let b = 1; b <= layout.blocks; b++) total += at(counts, b);
  return {
    height: at(layout.height, layout.root),
    blocks: layout.blocks,
    fill: total / layout.blocks / maxEntries,
  };
}
