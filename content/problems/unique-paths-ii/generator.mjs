function count(grid) {
  const n = grid[0].length;
  const row = Array(n).fill(0);
  row[0] = grid[0][0] ? 0 : 1;
  let mx = 0;
  for (const g of grid) {
    for (let c = 0; c < n; c++) {
      if (g[c]) row[c] = 0;
      else if (c > 0) row[c] += row[c - 1];
      mx = Math.max(mx, row[c]);
    }
  }
  return mx;
}

function randomGrid(rng, m, n, density) {
  return Array.from({ length: m }, () => Array.from({ length: n }, () => (rng.float() < density ? 1 : 0)));
}

export default function generate(rng) {
  const zeros = (m, n) => Array.from({ length: m }, () => Array(n).fill(0));
  const cases = [
    [[[0]]],
    [[[0, 0, 0, 0, 0]]],
    [[[0], [0], [1], [0]]],
    [[[0, 0], [0, 1]]],
    [[[0, 1], [1, 0]]],
    [zeros(1, 100)],
    [zeros(100, 1)],
    [zeros(17, 17)],
    [zeros(2, 100)],
  ];
  while (cases.length < 28) {
    const big = rng.float() < 0.25;
    const m = rng.int(1, big ? 100 : 18);
    const n = rng.int(1, big ? 100 : 18);
    const grid = randomGrid(rng, m, n, big ? rng.pick([0.1, 0.2]) : rng.pick([0.03, 0.08, 0.15]));
    if (rng.float() < 0.7) {
      grid[0][0] = 0;
      grid[m - 1][n - 1] = 0;
    }
    if (count(grid) > 2e9) continue;
    cases.push([grid]);
  }
  return cases;
}

/** Open grids with close to the most routes allowed (2 * 10^9), where counting the routes one by one does the most work. */
export function large() {
  const open = (m, n) => Array.from({ length: m }, () => Array(n).fill(0));
  const walled = open(17, 18);
  walled[16][0] = 1;
  return [[open(16, 20)], [open(13, 26)], [open(8, 69)], [open(11, 34)], [walled], [open(9, 51)]];
}
