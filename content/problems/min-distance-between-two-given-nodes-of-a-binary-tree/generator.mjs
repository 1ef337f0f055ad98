import { chainRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

/** A tree of n nodes holding 1..n in random positions, plus the positions (node objects) by value. */
function permTree(rng, n, shape) {
  const vals = rng.shuffle(Array.from({ length: n }, (_, i) => i + 1));
  const val = (i) => vals[i];
  const root =
    shape === 'random' ? randomRoot(rng, n, val) : shape === 'walk' ? walkRoot(rng, n, val) : chainRoot(n, val, shape);
  return root;
}

/** Depth of every node and its parent, by value. */
function parents(root) {
  const parent = new Map([[root.val, null]]);
  const depth = new Map([[root.val, 0]]);
  const stack = [root];
  while (stack.length) {
    const n = stack.pop();
    for (const c of [n.left, n.right]) {
      if (c) {
        parent.set(c.val, n.val);
        depth.set(c.val, depth.get(n.val) + 1);
        stack.push(c);
      }
    }
  }
  return { parent, depth };
}

function deepest(root) {
  const { depth } = parents(root);
  let best = root.val;
  for (const [v, d] of depth) if (d > depth.get(best)) best = v;
  return best;
}

function pick(rng, root, n, far) {
  if (far) {
    const a = deepest(root);
    return [toLevelOrder(root), a, rng.bool() ? root.val : rng.int(1, n)];
  }
  return [toLevelOrder(root), rng.int(1, n), rng.int(1, n)];
}

export default function generate(rng) {
  const cases = [
    [[1], 1, 1],
    [[2, 1], 1, 2],
    [[1, 2, 3, 4, 5, 6, 7], 4, 5],
    [[1, 2, 3, 4, 5, 6, 7], 4, 7],
    [[1, 2, null, 3, null, 4], 4, 1],
    [[3, 1, 2], 2, 2],
  ];
  const shapes = ['random', 'walk', 'left', 'zigzag'];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 2000);
    cases.push(pick(rng, permTree(rng, n, rng.pick(shapes)), n, rng.bool()));
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  const chain = permTree(rng, n, 'zigzag');
  return [
    [toLevelOrder(chain), deepest(chain), chain.val],
    [toLevelOrder(chain), 1, n],
    [toLevelOrder(permTree(rng, n, 'right')), n, 1],
    pick(rng, permTree(rng, n, 'walk'), n, true),
    pick(rng, permTree(rng, n, 'random'), n, false),
  ];
}
