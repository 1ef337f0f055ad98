export default function generate(rng) {
  const cases = [
    [[[0]]],
    [[[1, 2, 3]]],
    [[[3], [2], [1]]],
    [[[5, 5, 5], [5, 1, 5], [5, 5, 5]]],
    [[[1, 1, 1], [1, 9, 1], [1, 1, 1]]],
    [[[100000, 0], [0, 100000]]],
    [[[3, 3, 3, 3], [3, 0, 0, 3], [3, 0, 0, 3], [3, 3, 3, 3]]],
    [Array.from({ length: 60 }, () => Array(60).fill(7))],
    [Array.from({ length: 60 }, (_, r) => Array.from({ length: 60 }, (_, c) => r + c))],
    [Array.from({ length: 60 }, (_, r) => Array.from({ length: 60 }, (_, c) => Math.abs(r - 30) + Math.abs(c - 30) === 0 ? 100 : 100 - Math.abs(r - 30) - Math.abs(c - 30)))],
  ];
  while (cases.length < 26) {
    const m = rng.int(1, rng.bool() ? 6 : 60);
    const n = rng.int(1, rng.bool() ? 6 : 60);
    const kind = rng.int(0, 2);
    let g;
    if (kind === 0) g = Array.from({ length: m }, () => rng.intArray(n, 0, rng.pick([3, 10, 100000])));
    else {
      // smooth-ish terrain: a random tilted plane plus noise, which gives long flow paths
      const a = rng.int(-3, 3);
      const b = rng.int(-3, 3);
      g = Array.from({ length: m }, (_, r) => Array.from({ length: n }, (_, c) => 1000 + a * r + b * c + rng.int(0, kind === 1 ? 2 : 6)));
    }
    cases.push([g]);
  }
  return cases;
}

/**
 * 200 x 200: wide plateaus (one height everywhere; broad terraces sloping to a corner), so a search from each cell
 * on its own reaches most of the grid.
 */
export function large(rng) {
  const n = 200;
  const flat = (v) => Array.from({ length: n }, () => Array(n).fill(v));
  const terraces = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => Math.floor((r + c) / 40)));
  const noisy = Array.from({ length: n }, () => Array.from({ length: n }, () => (rng.int(0, 19) === 0 ? 1 : 0)));
  return [[flat(100000)], [terraces], [noisy], [flat(0)]];
}
