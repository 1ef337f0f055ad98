// A complete BST as a level-order array: assign sorted distinct values to positions 0..n-1 in inorder.
function completeBst(sortedValues) {
  const n = sortedValues.length;
  const out = new Array(n);
  let k = 0;
  const stack = [];
  let i = 0;
  while (i < n || stack.length) {
    while (i < n) {
      stack.push(i);
      i = 2 * i + 1;
    }
    i = stack.pop();
    out[i] = sortedValues[k++];
    i = 2 * i + 2;
  }
  return out;
}

function distinctSorted(rng, n, hi) {
  const set = new Set();
  while (set.size < n) set.add(rng.int(0, hi));
  return [...set].sort((a, b) => a - b);
}

export default function generate(rng) {
  const cases = [[[0]], [[1000000]], [completeBst([0, 1000000])], [completeBst([1, 2, 3])], [completeBst([1, 2, 3, 4])], [completeBst([5, 10, 15, 20, 25, 30])]];
  for (let k = 0; k < 12; k++) cases.push([completeBst(distinctSorted(rng, rng.int(1, 20), rng.pick([40, 1000000])))]);
  for (let k = 0; k < 3; k++) cases.push([completeBst(distinctSorted(rng, rng.int(300, 3000), 1000000))]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  const vals = Array.from({ length: n }, (_, i) => i * 10);
  vals[n - 1] = 1000000;
  return [[completeBst(vals)], [completeBst(distinctSorted(rng, 65535, 1000000))]];
}
