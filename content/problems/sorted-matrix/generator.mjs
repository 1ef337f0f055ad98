const V = 100000;

/** A row- and column-sorted matrix: each cell is at least the max of its top and left neighbours plus a random step. */
function tableau(rng, n, step, start = 1) {
  const m = Array.from({ length: n }, () => new Array(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const base = Math.max(i ? m[i - 1][j] : start, j ? m[i][j - 1] : start);
      m[i][j] = Math.min(V, base + (i || j ? rng.int(0, step) : 0));
    }
  }
  return m;
}

export default function generate(rng) {
  const cases = [
    [[[1]]],
    [[[V]]],
    [[[1, V], [V, V]]],
    [[[1, 1], [1, 1]]],
    [[[1, 2, 3], [2, 3, 4], [3, 4, 5]]],
    [[[1, 4, 9], [2, 5, 10], [3, 6, 11]]],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 6 : 50);
    cases.push([tableau(rng, n, rng.pick([0, 1, 5, 100]), rng.int(1, 1000))]);
  }
  return cases;
}

export function large(rng) {
  return [[tableau(rng, 300, 1)], [tableau(rng, 300, 3)]];
}
