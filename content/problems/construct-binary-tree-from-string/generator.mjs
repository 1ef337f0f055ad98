import { chainRoot, randomRoot, walkRoot } from '../_lib/tree-shapes.mjs';

const M = 10000;

/** The encoding of a tree; the shape lists when to add an empty group for a missing left child. */
function encode(root) {
  const out = [];
  const stack = [root];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      out.push(item);
      continue;
    }
    out.push(String(item.val));
    if (item.right) stack.push(')', item.right, '(');
    if (item.left) stack.push(')', item.left, '(');
    else if (item.right) stack.push('()');
  }
  return out.join('');
}

export default function generate(rng) {
  const val = () => rng.int(-M, M);
  const cases = [
    [''],
    ['0'],
    ['-10000'],
    ['10000'],
    ['1(2)'],
    ['1()(2)'],
    ['1(2)()'],
    ['-1(-2(-3)(-4))(-5()(-6))'],
    ['12(34()(56))(78(90))'],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 1500);
    const v = rng.bool() ? val : () => rng.int(0, 9);
    const shape = rng.int(0, 3);
    const root = shape === 0 ? randomRoot(rng, n, v) : shape === 1 ? walkRoot(rng, n, v) : chainRoot(n, v, rng.pick(['left', 'right', 'zigzag']));
    cases.push([encode(root)]);
  }
  return cases;
}

/** About 3 * 10^4 characters: a left path of one-digit nodes, a right path (each with an empty group), a random tree. */
export function large(rng) {
  const digit = () => rng.int(0, 9);
  const trimTo = (build, limit) => {
    let lo = 1;
    let hi = 30000;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (encode(build(mid)).length <= limit) lo = mid;
      else hi = mid - 1;
    }
    return encode(build(lo));
  };
  const r = (n) => {
    const inner = walkRoot(rng, n, () => rng.int(-M, M));
    return inner;
  };
  return [
    [trimTo((n) => chainRoot(n, () => 7, 'left'), 30000)],
    [trimTo((n) => chainRoot(n, () => 3, 'right'), 30000)],
    [trimTo((n) => chainRoot(n, digit, 'zigzag'), 30000)],
    [encode(r(2400))],
  ];
}
