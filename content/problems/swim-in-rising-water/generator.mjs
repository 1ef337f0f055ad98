function randomGrid(rng, n) {
  const vals = rng.shuffle(Array.from({ length: n * n }, (_, i) => i));
  return Array.from({ length: n }, (_, r) => vals.slice(r * n, r * n + n));
}
function spiral(n) {
  // values increase along an inward spiral
  const g = Array.from({ length: n }, () => new Array(n).fill(-1));
  let r = 0, c = 0, dr = 0, dc = 1;
  for (let v = 0; v < n * n; v++) {
    g[r][c] = v;
    const nr = r + dr, nc = c + dc;
    if (nr < 0 || nr >= n || nc < 0 || nc >= n || g[nr][nc] !== -1) [dr, dc] = [dc, -dr];
    r += dr;
    c += dc;
  }
  return g;
}
function snakePath(rng, n) {
  // a cheap serpentine corridor through expensive walls: low values along the corridor
  const g = Array.from({ length: n }, () => new Array(n).fill(0));
  // corridor: even rows fully, odd rows only at the turning column
  const corridor = [];
  const wall = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) {
    const turn = r % 4 === 1 ? c === n - 1 : c === 0;
    (r % 2 === 0 || turn ? corridor : wall).push([r, c]);
  }
  const low = rng.shuffle(Array.from({ length: corridor.length }, (_, i) => i));
  corridor.forEach(([r, c], i) => (g[r][c] = low[i]));
  const high = rng.shuffle(Array.from({ length: wall.length }, (_, i) => corridor.length + i));
  wall.forEach(([r, c], i) => (g[r][c] = high[i]));
  return g;
}
export default function generate(rng) {
  const cases = [
    [[[0]]],
    [[[3, 2], [0, 1]]],
    [[[0, 1], [2, 3]]],
    [[[1, 0], [2, 3]]],
    [[[8, 1, 2], [7, 0, 3], [6, 5, 4]]],
    [[[0, 8, 7], [1, 6, 5], [2, 3, 4]]],
    [spiral(50)],
    [spiral(7)],
    [Array.from({ length: 50 }, (_, r) => Array.from({ length: 50 }, (_, c) => r * 50 + c))],
    [Array.from({ length: 50 }, (_, r) => Array.from({ length: 50 }, (_, c) => 2499 - (r * 50 + c)))],
    [snakePath(rng, 49)],
    [snakePath(rng, 10)],
  ];
  while (cases.length < 28) cases.push([randomGrid(rng, rng.int(1, rng.bool() ? 6 : 50))]);
  return cases;
}
