const full = (n) => Array.from({ length: n }, () => new Array(n).fill(1));

function random(rng, n, density) {
  const m = Array.from({ length: n }, () => Array.from({ length: n }, () => (rng.float() < density ? 1 : 0)));
  if (rng.float() < 0.9) {
    m[0][0] = 1;
    m[n - 1][n - 1] = 1;
  }
  return m;
}

export default function generate(rng) {
  const cases = [
    [full(2)],
    [[[0, 1], [1, 1]]],
    [[[1, 1], [1, 0]]],
    [[[1, 0], [0, 1]]],
    [[[0, 0], [0, 0]]],
    [full(3)],
    [full(4)],
    [[[1, 1, 1], [0, 0, 1], [1, 1, 1]]],
    [[[1, 1, 1, 1, 1], [0, 0, 0, 0, 1], [1, 1, 1, 1, 1], [1, 0, 0, 0, 0], [1, 1, 1, 1, 1]]],
    [[[1, 1, 1, 1, 1], [1, 0, 1, 0, 1], [1, 1, 1, 1, 1], [1, 0, 1, 0, 1], [1, 1, 1, 1, 1]]],
    [[[1, 1, 1, 1, 0], [1, 1, 1, 1, 0], [1, 1, 1, 1, 0], [1, 1, 1, 1, 0], [0, 0, 0, 0, 1]]],
  ];
  while (cases.length < 32) {
    const n = rng.int(2, 5);
    cases.push([random(rng, n, rng.pick([0.5, 0.65, 0.8]))]);
  }
  return cases;
}

// Open 5x5 grids (8512 routes) and nearly open ones: the search is at its largest.
export function large(rng) {
  const oneWall = full(5);
  oneWall[rng.int(1, 3)][rng.int(1, 3)] = 0;
  return [[full(5)], [oneWall], [random(rng, 5, 0.9)]];
}
