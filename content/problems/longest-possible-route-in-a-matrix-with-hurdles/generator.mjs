function grid(rng, n, m, open) {
  return Array.from({ length: n }, () => Array.from({ length: m }, () => (rng.float() < open ? 1 : 0)));
}

function withEnds(rng, mat) {
  const n = mat.length;
  const m = mat[0].length;
  const xs = rng.int(0, n - 1);
  const ys = rng.int(0, m - 1);
  const xd = rng.int(0, n - 1);
  const yd = rng.int(0, m - 1);
  if (rng.float() < 0.85) {
    mat[xs][ys] = 1;
    mat[xd][yd] = 1;
  }
  return [mat, xs, ys, xd, yd];
}

const full = (n, m) => Array.from({ length: n }, () => new Array(m).fill(1));

export default function generate(rng) {
  const cases = [
    [[[1]], 0, 0, 0, 0],
    [[[0]], 0, 0, 0, 0],
    [[[1, 1]], 0, 0, 0, 1],
    [[[1, 0, 1]], 0, 0, 0, 2],
    [full(2, 2), 0, 0, 0, 1],
    [full(3, 3), 0, 0, 2, 2],
    [full(3, 3), 0, 0, 1, 1],
    [full(5, 5), 4, 4, 4, 4],
    [full(5, 1), 0, 0, 4, 0],
    [[[1, 1, 1], [1, 0, 1], [1, 1, 0]], 0, 0, 1, 2],
  ];
  while (cases.length < 32) cases.push(withEnds(rng, grid(rng, rng.int(1, 5), rng.int(1, 5), rng.pick([0.6, 0.8, 1]))));
  return cases;
}

// Open 5 x 5 grids: the search enumerates every simple route between the two cells.
export function large(rng) {
  return [[full(5, 5), 0, 0, 4, 4], [full(5, 5), 0, 0, 0, 4], [full(5, 5), 2, 2, 0, 1], withEnds(rng, grid(rng, 5, 5, 0.9))];
}
