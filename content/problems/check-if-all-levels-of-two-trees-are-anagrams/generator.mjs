import { chainRoot, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

const MAXV = 1000000000;

function levels(root) {
  const out = [];
  let cur = [root];
  while (cur.length) {
    out.push(cur.map((n) => n.val));
    const next = [];
    for (const n of cur) {
      if (n.left) next.push(n.left);
      if (n.right) next.push(n.right);
    }
    cur = next;
  }
  return out;
}

/** A tree of another shape whose level k holds the values `lv[k]` (shuffled). */
function reshape(rng, lv) {
  let prev = [];
  let root = null;
  for (const vals of lv) {
    const nodes = rng.shuffle(vals).map((v) => ({ val: v, left: null, right: null }));
    if (!root) root = nodes[0];
    else {
      const slots = rng.shuffle(prev.flatMap((p) => [[p, 'left'], [p, 'right']])).slice(0, nodes.length);
      nodes.forEach((n, i) => {
        slots[i][0][slots[i][1]] = n;
      });
    }
    prev = nodes;
  }
  return root;
}

function pair(rng, root, broken) {
  const lv = levels(root);
  if (broken) {
    const k = rng.int(0, lv.length - 1);
    const i = rng.int(0, lv[k].length - 1);
    lv[k][i] = lv[k][i] === MAXV ? 1 : lv[k][i] + 1;
  }
  return [toLevelOrder(root), toLevelOrder(reshape(rng, lv))];
}

export default function generate(rng) {
  const small = () => rng.int(1, 3);
  const cases = [
    [[1], [1]],
    [[1], [MAXV]],
    [[MAXV, 1], [MAXV, null, 1]],
    [[1, 2], [1, 2, 3]],
    [[1, 2, 3], [1, 3, 2]],
    [[1, 2, 2], [1, 2, 1]],
    [[1, 1, 2, 3], [1, 2, 1, null, null, 3]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 1200);
    const val = rng.bool() ? small : () => rng.int(1, MAXV);
    cases.push(pair(rng, (rng.bool() ? randomRoot : walkRoot)(rng, n, val), rng.bool()));
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  const val = () => rng.int(1, MAXV);
  return [
    pair(rng, randomRoot(rng, n, val), false),
    pair(rng, walkRoot(rng, n, () => rng.int(1, 5)), false),
    pair(rng, chainRoot(n, val, 'zigzag'), true),
  ];
}
