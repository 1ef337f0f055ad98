// 2 lines, 1 <= n <= 10^5, times 1..10^4, transfer 0..10^4 (T[i][0] = 0).
function inst(rng, n, hi, thi) {
  const a = [rng.intArray(n, 1, hi), rng.intArray(n, 1, hi)];
  const T = [rng.intArray(n, 0, thi), rng.intArray(n, 0, thi)];
  T[0][0] = 0;
  T[1][0] = 0;
  return [a, T, [rng.int(1, hi), rng.int(1, hi)], [rng.int(1, hi), rng.int(1, hi)]];
}
export default function generate(rng) {
  const cases = [
    [[[1], [1]], [[0], [0]], [1, 1], [1, 1]],
    [[[10000], [10000]], [[0], [0]], [10000, 10000], [10000, 10000]],
    [[[1, 10000], [10000, 1]], [[0, 0], [0, 0]], [1, 1], [1, 1]],
    [[[1, 10000], [10000, 1]], [[0, 10000], [0, 10000]], [1, 1], [1, 1]],
    [[[1, 1, 1], [1, 1, 1]], [[0, 10000, 10000], [0, 10000, 10000]], [10000, 1], [1, 10000]],
    [[[5, 9, 3], [6, 8, 4]], [[0, 2, 3], [0, 1, 2]], [2, 4], [3, 2]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, 18);
    cases.push(inst(rng, n, rng.pick([10, 10000]), rng.pick([0, 5, 10000])));
  }
  return cases;
}

// n = 10^5: the stay-or-switch recursion branches twice per station.
export function large(rng) {
  const big = inst(rng, 100000, 10000, 10000);
  const flat = inst(rng, 100000, 10000, 3);
  const max = [
    [Array(100000).fill(10000), Array(100000).fill(10000)],
    [Array(100000).fill(0), Array(100000).fill(0)],
    [10000, 10000],
    [10000, 10000],
  ];
  return [big, flat, max];
}
