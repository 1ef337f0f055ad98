// LeetCode 887: 1 <= k <= 100, 1 <= n <= 10^4.
export default function generate(rng) {
  const cases = [
    [1, 1],
    [100, 1],
    [1, 1000],
    [2, 1],
    [2, 2],
    [2, 100],
    [2, 105],
    [3, 1],
    [4, 500],
    [100, 300],
    [7, 127],
    [7, 128],
    [10, 1023],
    [1, 10000],
  ];
  while (cases.length < 30) {
    const k = rng.pick([1, 2, 3, rng.int(1, 10), rng.int(1, 100)]);
    const n = rng.int(1, rng.pick([20, 300, 1000]));
    cases.push([k, n]);
  }
  return cases;
}

// n = 10^4 with many eggs: the O(k * n^2) recurrence does about k * n^2 / 2 steps per test.
export function large(rng) {
  return [
    [100, 10000],
    [rng.int(60, 99), 10000],
    [50, rng.int(9000, 10000)],
  ];
}
