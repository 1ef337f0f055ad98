export default function generate(rng) {
  const distinct = (n, hi) => {
    const set = new Set();
    while (set.size < n) set.add(rng.int(0, hi));
    return rng.shuffle([...set]);
  };
  const cases = [
    [1, [0], [1]], [1000000, [0], [1000000]], [10, [0, 5], [2, 1]], [10, [0, 5], [1, 1]], [10, [5, 0], [1, 1]],
    [10, [6, 8], [3, 2]], [10, [0, 4, 2], [2, 1, 3]], [20, [6, 2, 17], [3, 9, 2]], [1000000, [0, 999999], [1000000, 1]],
    [10, [8, 3, 7, 4, 6, 5], [4, 4, 4, 4, 4, 4]], [31, [5, 26, 18, 25, 29, 21, 22, 12, 19, 6], [7, 6, 6, 4, 3, 4, 9, 7, 6, 4]],
  ];
  for (let k = 0; k < 12; k++) {
    const target = rng.int(2, rng.pick([20, 1000, 1000000]));
    const n = rng.int(1, Math.min(target, 2000));
    cases.push([target, distinct(n, target - 1), rng.intArray(n, 1, rng.pick([3, 100, 1000000]))]);
  }
  const T = 1000000;
  cases.push([T, distinct(2500, T - 1), rng.intArray(2500, 1, 1000000)]);
  cases.push([T, distinct(2500, T - 1), rng.intArray(2500, 1, 20)]);
  return cases;
}

/**
 * n = 10^5. With equal speeds no car ever catches the one ahead, so a check of every car against all the cars
 * ahead of it costs n^2 / 2 = 5 * 10^9 comparisons; the others mix fleets.
 */
export function large(rng) {
  const n = 100000;
  const T = 1000000;
  const distinct = (count, hi) => {
    const set = new Set();
    while (set.size < count) set.add(rng.int(0, hi));
    return rng.shuffle([...set]);
  };
  const spread = Array.from({ length: n }, (_, i) => i * 10);
  return [
    [T, rng.shuffle(spread), Array(n).fill(1)],
    [T, spread, Array(n).fill(1000000)],
    [T, distinct(n, T - 1), rng.intArray(n, 1, 1000000)],
    [T, distinct(n, T - 1), rng.intArray(n, 1, 20)],
  ];
}
