function matrix(rng, n, lo, hi, symmetric = false) {
  const c = Array.from({ length: n }, () => new Array(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      if (symmetric && j < i) c[i][j] = c[j][i];
      else c[i][j] = rng.int(lo, hi);
    }
  }
  return c;
}

/** Points on a line: cost = distance + 1, so the optimum is to sweep out and back. */
function line(rng, n) {
  const x = rng.intArray(n, 0, 2000);
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : Math.abs(x[i] - x[j]) + 1)));
}

export default function generate(rng) {
  const cases = [
    [[[0]]],
    [[[0, 1], [1, 0]]],
    [[[0, 5000], [5000, 0]]],
    [[[0, 1, 1], [1, 0, 1], [1, 1, 0]]],
    [[[0, 1, 5000], [5000, 0, 1], [1, 5000, 0]]],
    [[[0, 5000, 1], [1, 0, 5000], [5000, 1, 0]]],
    [matrix(rng, 4, 7, 7)],
    [[[0, 10, 15, 20], [10, 0, 35, 25], [15, 35, 0, 30], [20, 25, 30, 0]]],
  ];
  while (cases.length < 30) {
    const n = rng.int(2, 10);
    const kind = rng.int(0, 2);
    cases.push([kind === 0 ? matrix(rng, n, 1, 5000) : kind === 1 ? matrix(rng, n, 1, 20, true) : line(rng, n)]);
  }
  return cases;
}

export function large(rng) {
  return [[matrix(rng, 15, 1, 5000)], [matrix(rng, 15, 4990, 5000, true)], [line(rng, 15)], [matrix(rng, 14, 1, 100)]];
}
