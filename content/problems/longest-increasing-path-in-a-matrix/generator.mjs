export default function generate(rng) {
  const MAX = 2147483647;
  const snake = (m, n) => {
    const g = Array.from({ length: m }, () => Array(n).fill(0));
    let v = 0;
    for (let r = 0; r < m; r++) for (let k = 0; k < n; k++) g[r][r % 2 ? n - 1 - k : k] = v++;
    return g;
  };
  const cases = [
    [[[0]]],
    [[[MAX]]],
    [[[1, 1], [1, 1]]],
    [[[1, 2, 3, 4, 5]]],
    [[[5], [4], [3], [2], [1]]],
    [[[0, MAX], [MAX, 0]]],
    [snake(100, 100)],
    [snake(1, 200)],
    [Array.from({ length: 60 }, (_, r) => Array.from({ length: 60 }, (_, c) => r + c))],
    [Array.from({ length: 50 }, () => Array(50).fill(7))],
  ];
  while (cases.length < 28) {
    const big = rng.float() < 0.25;
    const m = rng.int(1, big ? 80 : 10);
    const n = rng.int(1, big ? 80 : 10);
    const hi = rng.pick([3, 20, 1000, MAX]);
    cases.push([Array.from({ length: m }, () => rng.intArray(n, 0, hi))]);
  }
  return cases;
}

/**
 * 200 x 200, the stated maximum: values rising along rows and columns (the number of increasing paths grows
 * exponentially with their length), a snake through every cell, and the largest value in the corner.
 */
export function large() {
  const n = 200;
  const diagonal = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => r + c));
  const snake = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => r * n + (r % 2 ? n - 1 - c : c)));
  const corner = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => 2147483647 - (r + c) * 1000));
  return [[diagonal], [snake], [corner]];
}
