import { distinctValues, randomRoot, toLevelOrder, walkRoot } from '../_lib/tree-shapes.mjs';

function clone(n) {
  return n ? { val: n.val, left: clone(n.left), right: clone(n.right) } : null;
}

function flipSome(rng, n, p) {
  if (!n) return;
  if (rng.float() < p) [n.left, n.right] = [n.right, n.left];
  flipSome(rng, n.left, p);
  flipSome(rng, n.right, p);
}

function nodes(n, out = []) {
  if (n) {
    out.push(n);
    nodes(n.left, out);
    nodes(n.right, out);
  }
  return out;
}

function pair(rng, size, broken) {
  const vals = distinctValues(rng, size, 0, 99);
  const a = (rng.bool() ? randomRoot : walkRoot)(rng, size, (i) => vals[i]);
  const b = clone(a);
  flipSome(rng, b, rng.pick([0.2, 0.5, 0.9]));
  if (broken) {
    const all = nodes(b);
    if (all.length >= 2 && rng.bool()) {
      const [x, y] = [rng.pick(all), rng.pick(all)];
      [x.val, y.val] = [y.val, x.val];
    } else {
      // move one leaf to a different free slot (or swap a leaf's side when it is an only child)
      const leafParents = all.filter((n) => (n.left && !n.left.left && !n.left.right) || (n.right && !n.right.left && !n.right.right));
      if (leafParents.length) {
        const p = rng.pick(leafParents);
        const side = p.left && !p.left.left && !p.left.right ? 'left' : 'right';
        const leaf = p[side];
        p[side] = null;
        const open = nodes(b).filter((n) => n !== leaf && (!n.left || !n.right));
        const q = rng.pick(open);
        if (!q.left) q.left = leaf;
        else q.right = leaf;
      }
    }
  }
  return [toLevelOrder(a), toLevelOrder(b)];
}

export default function generate(rng) {
  const cases = [
    [[], [0]],
    [[0], []],
    [[99], [99]],
    [[1], [2]],
    [[1, 2, 3], [1, 3, 2]],
    [[1, 2, 3], [1, 2, 3]],
    [[1, 2, null, 3], [1, null, 2, null, 3]],
    [[1, 2, null, 3], [1, null, 2, 4]],
    [[0, 1, 2, 3], [0, 2, 1, null, null, 3]],
  ];
  while (cases.length < 34) cases.push(pair(rng, rng.int(1, rng.bool() ? 10 : 100), rng.bool()));
  return cases;
}
