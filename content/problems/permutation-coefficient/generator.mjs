// 0 <= k <= n <= 10^6. tests.json stays within reach of the O(n * k) table; large() uses the limits.
export default function generate(rng) {
  const cases = [
    [0, 0],
    [1, 0],
    [1, 1],
    [2, 2],
    [20, 20],
    [13, 13],
    [3000, 0],
    [3000, 1],
    [3000, 3000],
    [2000, 1500],
    [1000000, 0],
    [1000000, 1],
    [12, 6],
  ];
  while (cases.length < 30) {
    const n = rng.int(0, rng.pick([20, 300, 3000]));
    cases.push([n, rng.int(0, n)]);
  }
  return cases;
}

// n = 10^6 with k close to n: the table has about 10^12 cells.
export function large(rng) {
  return [
    [1000000, 1000000],
    [1000000, rng.int(400000, 600000)],
    [rng.int(900000, 999999), 300000],
  ];
}
