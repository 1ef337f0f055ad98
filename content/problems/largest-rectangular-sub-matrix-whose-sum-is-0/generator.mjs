// 1 <= R, C <= 300, -10 <= mat[i][j] <= 10.
function grid(rng, r, c, lo, hi) {
  return Array.from({ length: r }, () => rng.intArray(c, lo, hi));
}
export default function generate(rng) {
  const cases = [
    [[[0]]],
    [[[10]]],
    [[[-10]]],
    [[[10, -10]]],
    [[[10], [-10]]],
    [[[1, 1], [1, 1]]],
    [[[0, 0, 0], [0, 0, 0]]],
    [[[10, -10, 10, -10, 10]]],
    [[[5, -5, 0], [-5, 5, 0], [1, 1, 1]]],
    [grid(rng, 1, 40, -10, 10)],
    [grid(rng, 40, 1, -10, 10)],
    [grid(rng, 30, 30, 1, 10)],
    [grid(rng, 30, 30, -10, 10)],
  ];
  while (cases.length < 32) {
    const r = rng.int(1, 25);
    const c = rng.int(1, 25);
    cases.push([grid(rng, r, c, rng.pick([-10, -3, -1]), rng.pick([10, 3, 1]))]);
  }
  return cases;
}

// 300 x 300: about 2 * 10^9 rectangles for the prefix-sum brute force, whatever the values.
export function large(rng) {
  return [
    [grid(rng, 300, 300, -10, 10)],
    [grid(rng, 300, 300, -1, 1)],
    [grid(rng, 300, 300, -10, 9)],
    [grid(rng, 300, 300, -2, 10)],
  ];
}
