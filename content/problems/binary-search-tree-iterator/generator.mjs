import { distinctInts } from '../_lib/node-shapes.mjs';
import { TreeNode, treeToLevelOrder } from '../_lib/structures.mjs';

// LeetCode's bounds: 1..10^5 nodes, values in [0, 10^6], at most 10^5 calls, next only when a value remains.
const MAX_V = 1000000;
const MAX_CALLS = 100000;

function bst(values) {
  const root = new TreeNode(values[0]);
  for (let i = 1; i < values.length; i++) {
    let node = root;
    for (;;) {
      const side = values[i] < node.val ? 'left' : 'right';
      if (!node[side]) {
        node[side] = new TreeNode(values[i]);
        break;
      }
      node = node[side];
    }
  }
  return treeToLevelOrder(root);
}

/** A call sequence of `count` calls after the constructor, mixing next and hasNext; next only while values remain. */
function calls(rng, tree, count, nextShare = 0.5) {
  let left = tree.filter((v) => v !== null).length;
  const names = ['BSTIterator'];
  const args = [[tree]];
  for (let i = 0; i < count; i++) {
    const next = left > 0 && rng.float() < nextShare;
    names.push(next ? 'next' : 'hasNext');
    args.push([]);
    if (next) left--;
  }
  return [names, args];
}

export default function generate(rng) {
  const cases = [
    calls(rng, [0], 1, 0),
    calls(rng, [MAX_V], 3, 1),
    [['BSTIterator', 'hasNext', 'next', 'hasNext'], [[[5]], [], [], []]],
    [['BSTIterator', 'next', 'next', 'next', 'hasNext'], [[bst([2, 1, 3])], [], [], [], []]],
    [['BSTIterator', 'next', 'next', 'next', 'hasNext'], [[bst([1, 2, 3])], [], [], [], []]],
    [['BSTIterator', 'next', 'next', 'next', 'hasNext'], [[bst([3, 2, 1])], [], [], [], []]],
    [['BSTIterator', 'next', 'hasNext', 'next', 'hasNext'], [[bst([0, MAX_V])], [], [], [], []]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 15 : 400);
    const tree = bst(distinctInts(rng, n, 0, rng.bool() ? n * 3 : MAX_V));
    cases.push(calls(rng, tree, rng.int(1, 2 * n + 2), rng.float()));
  }
  return cases;
}

/** 10^5 calls: a 5 * 10^4-node path (increasing insertion) drained with next/hasNext, and a random tree. */
export function large(rng) {
  const half = MAX_CALLS / 2;
  const up = distinctInts(rng, half, 0, MAX_V).sort((a, b) => a - b);
  const path = bst(up);
  const drain = ['BSTIterator'];
  const noArgs = [[path]];
  for (let i = 0; drain.length < MAX_CALLS; i++) {
    drain.push(i % 2 ? 'next' : 'hasNext');
    noArgs.push([]);
  }
  const random = bst(distinctInts(rng, MAX_CALLS - 1, 0, MAX_V));
  return [[drain, noArgs], calls(rng, random, MAX_CALLS - 1, 0.7)];
}
