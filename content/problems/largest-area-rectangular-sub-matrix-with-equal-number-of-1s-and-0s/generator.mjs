// 1 <= R, C <= 300, cells 0/1.
function grid(rng, r, c, p) {
  return Array.from({ length: r }, () => Array.from({ length: c }, () => (rng.float() < p ? 1 : 0)));
}
export default function generate(rng) {
  const cases = [
    [[[0]]],
    [[[1]]],
    [[[0, 1]]],
    [[[1], [0]]],
    [[[0, 0], [0, 0]]],
    [[[1, 0, 1, 0, 1, 0]]],
    [[[1, 1, 1], [0, 0, 0]]],
    [[[1, 1, 0], [1, 1, 0], [0, 0, 1]]],
    [grid(rng, 1, 40, 0.5)],
    [grid(rng, 40, 1, 0.5)],
    [grid(rng, 30, 30, 0.9)],
    [grid(rng, 30, 30, 0.5)],
  ];
  while (cases.length < 32) {
    const r = rng.int(1, 25);
    const c = rng.int(1, 25);
    cases.push([grid(rng, r, c, rng.pick([0.1, 0.5, 0.7]))]);
  }
  return cases;
}

// 300 x 300: about 2 * 10^9 rectangles for the prefix-sum brute force.
export function large(rng) {
  const checker = Array.from({ length: 300 }, (_, r) => Array.from({ length: 300 }, (_, c) => (r + c) % 2));
  return [[grid(rng, 300, 300, 0.5)], [grid(rng, 300, 300, 0.8)], [checker], [grid(rng, 300, 300, 0.55)]];
}
