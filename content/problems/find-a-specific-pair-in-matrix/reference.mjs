export default function findMaxValue(mat) {
  const n = mat.length;
  const low = mat.map((row) => [...row]);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      if (i > 0) low[i][j] = Math.min(low[i][j], low[i - 1][j]);
      if (j > 0) low[i][j] = Math.min(low[i][j], low[i][j - 1]);
    }
  let best = -Infinity;
  for (let c = 1; c < n; c++) for (let d = 1; d < n; d++) best = Math.max(best, mat[c][d] - low[c - 1][d - 1]);
  return best;
}
