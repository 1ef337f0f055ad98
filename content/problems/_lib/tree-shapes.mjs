// Tree shapes for generators, returned in LeetCode level order (JSON form). Linear-time serialisation, so trees of
// 10^4-10^5 nodes are cheap to build.
import { TreeNode } from './structures.mjs';

export function toLevelOrder(root) {
  const out = [];
  const queue = [root];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    if (node) {
      out.push(node.val);
      queue.push(node.left, node.right);
    } else out.push(null);
  }
  while (out.length && out[out.length - 1] === null) out.pop();
  return out;
}

export function fromLevelOrder(values) {
  if (!values.length || values[0] === null) return null;
  const root = new TreeNode(values[0]);
  const queue = [root];
  let i = 1;
  for (let head = 0; head < queue.length && i < values.length; head++) {
    const node = queue[head];
    if (i < values.length && values[i] !== null) queue.push((node.left = new TreeNode(values[i])));
    i++;
    if (i < values.length && values[i] !== null) queue.push((node.right = new TreeNode(values[i])));
    i++;
  }
  return root;
}

/** n nodes, each new node hangs from a uniformly random node with a free child slot (bushy, depth ~ log n). */
export function randomRoot(rng, n, value) {
  if (n === 0) return null;
  const root = new TreeNode(value(0));
  const open = [root];
  for (let i = 1; i < n; i++) {
    const k = rng.int(0, open.length - 1);
    const parent = open[k];
    const side = !parent.left && !parent.right ? (rng.bool() ? 'left' : 'right') : parent.left ? 'right' : 'left';
    const child = new TreeNode(value(i));
    parent[side] = child;
    if (parent.left && parent.right) {
      open[k] = open[open.length - 1];
      open.pop();
    }
    open.push(child);
  }
  return root;
}

/** n nodes, each new node walks down from the root choosing sides at random (deeper, more irregular). */
export function walkRoot(rng, n, value) {
  if (n === 0) return null;
  const root = new TreeNode(value(0));
  for (let i = 1; i < n; i++) {
    let cur = root;
    for (;;) {
      const side = rng.bool() ? 'left' : 'right';
      if (!cur[side]) {
        cur[side] = new TreeNode(value(i));
        break;
      }
      cur = cur[side];
    }
  }
  return root;
}

/** A path of n nodes; side is 'left', 'right' or 'zigzag'. */
export function chainRoot(n, value, side) {
  if (n === 0) return null;
  const root = new TreeNode(value(0));
  let cur = root;
  for (let i = 1; i < n; i++) {
    const s = side === 'zigzag' ? (i % 2 ? 'left' : 'right') : side;
    cur = cur[s] = new TreeNode(value(i));
  }
  return root;
}

/** Complete tree of n nodes (heap layout). */
export function completeRoot(n, value) {
  return fromLevelOrder(Array.from({ length: n }, (_, i) => value(i)));
}

/** Height-balanced BST holding the sorted distinct values. */
export function balancedBst(sorted) {
  const build = (lo, hi) => {
    if (lo > hi) return null;
    const mid = (lo + hi) >> 1;
    return new TreeNode(sorted[mid], build(lo, mid - 1), build(mid + 1, hi));
  };
  return build(0, sorted.length - 1);
}

/** BST made by inserting the values in the given order (duplicates skipped); iterative. */
export function insertBst(values) {
  let root = null;
  for (const v of values) {
    if (!root) {
      root = new TreeNode(v);
      continue;
    }
    let cur = root;
    for (;;) {
      if (v === cur.val) break;
      const side = v < cur.val ? 'left' : 'right';
      if (!cur[side]) {
        cur[side] = new TreeNode(v);
        break;
      }
      cur = cur[side];
    }
  }
  return root;
}

/** n distinct integers from [lo, hi] in random order. */
export function distinctValues(rng, n, lo, hi) {
  const set = new Set();
  while (set.size < n) set.add(rng.int(lo, hi));
  return rng.shuffle([...set]);
}
