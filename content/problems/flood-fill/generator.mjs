export default function generate(rng) {
  const grid = (m, n, k) => Array.from({ length: m }, () => rng.intArray(n, 0, k));
  const cases = [
    [[[0]], 0, 0, 0],
    [[[0]], 0, 0, 65535],
    [[[7, 7, 7]], 0, 2, 1],
    [[[1], [2], [1]], 1, 0, 1],
    [[[1, 2], [2, 1]], 0, 0, 3],
    [Array.from({ length: 50 }, () => Array(50).fill(4)), 25, 25, 9],
    [Array.from({ length: 50 }, () => Array(50).fill(4)), 49, 0, 4],
  ];
  // a serpentine corridor of 1s through 0s
  const snake = Array.from({ length: 49 }, (_, r) =>
    Array.from({ length: 50 }, (_, c) => (r % 2 === 0 ? 1 : (r % 4 === 1 ? (c === 49 ? 1 : 0) : (c === 0 ? 1 : 0)))),
  );
  cases.push([snake, 0, 0, 2]);
  while (cases.length < 26) {
    const m = rng.int(1, rng.bool() ? 6 : 50);
    const n = rng.int(1, rng.bool() ? 6 : 50);
    const img = grid(m, n, rng.int(1, 3));
    const sr = rng.int(0, m - 1);
    const sc = rng.int(0, n - 1);
    const color = rng.int(0, 3) === 0 ? img[sr][sc] : rng.int(0, 65535);
    cases.push([img, sr, sc, color]);
  }
  return cases;
}

/** 50 x 50, the stated maximum: one large region filled from the far corner, with the extreme colours. */
export function large(rng) {
  const n = 50;
  const img = Array.from({ length: n }, () => Array.from({ length: n }, () => (rng.int(0, 9) === 0 ? 0 : 65535)));
  img[n - 1][n - 1] = 65535;
  const flat = Array.from({ length: n }, () => Array(n).fill(0));
  return [[img, n - 1, n - 1, 0], [flat, n - 1, n - 1, 65535]];
}
