const MIN = -2147483648;
const MAX = 2147483647;

function grid(rng, m, n, pZero, lo, hi) {
  return Array.from({ length: m }, () => Array.from({ length: n }, () => (rng.float() < pZero ? 0 : rng.int(lo, hi) || 1)));
}

export default function generate(rng) {
  const cases = [
    [[[0]]],
    [[[5]]],
    [[[MIN, MAX]]],
    [[[1], [0], [3]]],
    [[[0, 1]]],
    [[[1, 2, 3], [4, 5, 6]]],
    [[[1, 0, 3]]],
    [[[1, 2, 3, 4], [5, 0, 7, 8], [0, 10, 11, 12], [13, 14, 15, 0]]],
    [[[MIN, 1, 0], [MAX, 2, 3]]],
    [[[1, 1, 1], [1, 1, 1], [1, 1, 0]]],
    [[[0, 0], [0, 0]]],
  ];
  for (let k = 0; k < 6; k++) cases.push([grid(rng, rng.int(1, 6), rng.int(1, 6), 0.15, -9, 9)]);
  for (let k = 0; k < 3; k++) cases.push([grid(rng, rng.int(20, 80), rng.int(20, 80), 0.02, MIN, MAX)]);
  cases.push([grid(rng, 60, 60, 0.001, -99, 99)]);
  cases.push([grid(rng, 1, 200, 0.01, -9, 9)]);
  cases.push([grid(rng, 200, 1, 0.01, -9, 9)]);
  return cases;
}

/** 200 x 200, the stated maximum: a few zeros among extreme values, none, and a zero in each corner. */
export function large(rng) {
  const corners = grid(rng, 200, 200, 0, -9, 9);
  corners[0][0] = 0;
  corners[199][199] = 0;
  return [[grid(rng, 200, 200, 0.0005, MIN, MAX)], [grid(rng, 200, 200, 0, -9, 9)], [corners]];
}
