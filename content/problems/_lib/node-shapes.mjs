// Tree shapes for generators and oracles of node problems (level order as in _lib/structures.mjs).
import { TreeNode, treeToLevelOrder } from './structures.mjs';

/** A random binary tree holding `values` (in insertion order), each new node hung on a random free child slot. */
export function randomTree(rng, values) {
  if (!values.length) return [];
  const root = new TreeNode(values[0]);
  const free = [
    [root, 'left'],
    [root, 'right'],
  ];
  for (let i = 1; i < values.length; i++) {
    const k = rng.int(0, free.length - 1);
    const [parent, side] = free[k];
    free[k] = free[free.length - 1];
    free.pop();
    const node = new TreeNode(values[i]);
    parent[side] = node;
    free.push([node, 'left'], [node, 'right']);
  }
  return treeToLevelOrder(root);
}

/** A path of the values going always left (side 'left'), always right, or alternating ('zigzag'). */
export function chainTree(values, side) {
  if (!values.length) return [];
  const root = new TreeNode(values[0]);
  let node = root;
  for (let i = 1; i < values.length; i++) {
    const s = side === 'zigzag' ? (i % 2 ? 'left' : 'right') : side;
    node[s] = new TreeNode(values[i]);
    node = node[s];
  }
  return treeToLevelOrder(root);
}

/** A complete binary tree of the values in level order. */
export function completeTree(values) {
  return [...values];
}

/** For a level-order array: the parent position of each non-null position (-1 for the root, undefined for nulls). */
export function levelParents(levelOrder) {
  const parent = new Array(levelOrder.length);
  if (!levelOrder.length) return parent;
  parent[0] = -1;
  const queue = [0];
  let qi = 0;
  let i = 1;
  while (qi < queue.length && i < levelOrder.length) {
    const p = queue[qi++];
    for (let side = 0; side < 2 && i < levelOrder.length; side++, i++) {
      if (levelOrder[i] === null) continue;
      parent[i] = p;
      queue.push(i);
    }
  }
  return parent;
}

/** `count` distinct integers drawn from [lo, hi]. */
export function distinctInts(rng, count, lo, hi) {
  const seen = new Set();
  const out = [];
  while (out.length < count) {
    const x = rng.int(lo, hi);
    if (!seen.has(x)) {
      seen.add(x);
      out.push(x);
    }
  }
  return out;
}
