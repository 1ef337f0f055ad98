function distinct(rng, n, lo, hi) {
  const set = new Set();
  while (set.size < n) set.add(rng.int(lo, hi));
  return rng.shuffle([...set]);
}

export default function generate(rng) {
  const cases = [
    [[7]],
    [[0, 0]],
    [[1000000000, -1000000000]],
    [[-1000000000, -1000000000]],
    [[1, 2]],
    [[5, 4, 3, 2, 1, 5]],
    [[2, 14, 18, 22, 22]],
    [Array.from({ length: 3000 }, (_, i) => i - 1500)],
  ];
  const big = Array.from({ length: 3000 }, (_, i) => 2 * i - 3000);
  big[2999] = big[0];
  cases.push([big]);
  for (let k = 0; k < 6; k++) cases.push([distinct(rng, rng.int(2, 50), -100, 100)]);
  for (let k = 0; k < 6; k++) {
    const arr = distinct(rng, rng.int(2, 50), -1e9, 1e9);
    arr[rng.int(0, arr.length - 1)] = arr[rng.int(0, arr.length - 1)];
    cases.push([arr]);
  }
  cases.push([distinct(rng, 5000, -1e9, 1e9)]);
  const dup = distinct(rng, 5000, -1e9, 1e9);
  dup[rng.int(2500, 4999)] = dup[rng.int(0, 2499)];
  cases.push([dup]);
  cases.push([rng.intArray(5000, 0, 9)]);
  return cases;
}

/** n = 10^5 with no duplicate, or one only at the very end: comparing every pair costs n^2 / 2 = 5 * 10^9. */
export function large(rng) {
  const n = 100000;
  const lastPair = distinct(rng, n, -1e9, 1e9);
  lastPair[n - 1] = lastPair[n - 2];
  return [
    [Array.from({ length: n }, (_, i) => i - 50000)],
    [distinct(rng, n, -1e9, 1e9)],
    [lastPair],
    [Array.from({ length: n }, (_, i) => 1e9 - 2 * i)],
  ];
}
