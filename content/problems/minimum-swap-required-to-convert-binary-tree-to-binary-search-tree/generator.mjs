import { distinctValues } from '../_lib/tree-shapes.mjs';

const MAXN = 100000;
const MAXV = 1000000;

/** Heap-layout array whose in-order reading is `seq`. */
function fromInorder(seq) {
  const n = seq.length;
  const A = new Array(n);
  let k = 0;
  const stack = [];
  let i = 0;
  while (i < n || stack.length) {
    while (i < n) {
      stack.push(i);
      i = 2 * i + 1;
    }
    const j = stack.pop();
    A[j] = seq[k++];
    i = 2 * j + 2;
  }
  return A;
}

export default function generate(rng) {
  const cases = [
    [[1]],
    [[MAXV]],
    [[1, MAXV]],
    [[MAXV, 1]],
    [[2, 1, 3]],
    [[3, 2, 1]],
    [fromInorder([1, 2, 3, 4, 5, 6, 7])],
    [fromInorder([7, 6, 5, 4, 3, 2, 1])],
    [fromInorder([2, 1, 4, 3, 6, 5, 8, 7])],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    cases.push([distinctValues(rng, n, 1, rng.bool() ? 3 * n : MAXV)]);
  }
  return cases;
}

/** Largest size: in-order sorted in reverse (many 2-cycles), random, and one long cycle (shifted by one). */
export function large(rng) {
  const sorted = distinctValues(rng, MAXN, 1, MAXV).sort((a, b) => a - b);
  const shifted = [...sorted.slice(1), sorted[0]];
  return [[fromInorder([...sorted].reverse())], [rng.shuffle(sorted)], [fromInorder(shifted)]];
}
