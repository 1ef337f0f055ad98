// GfG: 1 <= R, C <= 500, -1000 <= mat[i][j] <= 1000.
function grid(rng, r, c, lo, hi) {
  return Array.from({ length: r }, () => rng.intArray(c, lo, hi));
}
export default function generate(rng) {
  const cases = [
    [[[5]]],
    [[[-1000]]],
    [[[1000]]],
    [[[-3, -1, -2]]],
    [[[-3], [-1], [-2]]],
    [[[0, 0], [0, 0]]],
    [[[1, -1, 1], [-1, 1, -1], [1, -1, 1]]],
    [[[2, -5, 2], [2, -5, 2], [2, -5, 2]]],
    [grid(rng, 1, 40, -1000, 1000)],
    [grid(rng, 40, 1, -1000, 1000)],
    [grid(rng, 30, 30, -1000, -1)],
    [grid(rng, 30, 30, 1, 1000)],
  ];
  while (cases.length < 32) {
    const r = rng.int(1, 30);
    const c = rng.int(1, 30);
    const lo = rng.pick([-1000, -100, -10]);
    cases.push([grid(rng, r, c, lo, rng.pick([1000, 100, 10]))]);
  }
  return cases;
}

// 500 x 500 grids: the prefix-sum brute force checks about 1.6 * 10^10 rectangles.
export function large(rng) {
  return [
    [grid(rng, 500, 500, -1000, 1000)],
    [grid(rng, 500, 500, -1000, 950)],
    [grid(rng, 500, 500, -1000, -1)],
  ];
}
