// Direction-turning simulation with a visited grid.
export default function solve(matrix) {
  const m = matrix.length;
  const n = matrix[0].length;
  const seen = matrix.map((row) => row.map(() => false));
  const dirs = [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ];
  const out = [];
  let i = 0;
  let j = 0;
  let d = 0;
  for (let step = 0; step < m * n; step++) {
    out.push(matrix[i][j]);
    seen[i][j] = true;
    const ni = i + dirs[d][0];
    const nj = j + dirs[d][1];
    if (ni < 0 || ni >= m || nj < 0 || nj >= n || seen[ni][nj]) d = (d + 1) % 4;
    i += dirs[d][0];
    j += dirs[d][1];
  }
  return out;
}
