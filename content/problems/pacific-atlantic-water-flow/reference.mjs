export default function solve(heights) {
  const m = heights.length;
  const n = heights[0].length;
  const fill = (starts) => {
    const seen = Array.from({ length: m }, () => new Array(n).fill(false));
    const st = [];
    for (const [r, c] of starts) if (!seen[r][c]) { seen[r][c] = true; st.push([r, c]); }
    while (st.length) {
      const [r, c] = st.pop();
      for (const [x, y] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]]) {
        if (x >= 0 && x < m && y >= 0 && y < n && !seen[x][y] && heights[x][y] >= heights[r][c]) {
          seen[x][y] = true;
          st.push([x, y]);
        }
      }
    }
    return seen;
  };
  const pacStarts = [];
  const atlStarts = [];
  for (let c = 0; c < n; c++) { pacStarts.push([0, c]); atlStarts.push([m - 1, c]); }
  for (let r = 0; r < m; r++) { pacStarts.push([r, 0]); atlStarts.push([r, n - 1]); }
  const p = fill(pacStarts);
  const a = fill(atlStarts);
  const out = [];
  for (let r = 0; r < m; r++) for (let c = 0; c < n; c++) if (p[r][c] && a[r][c]) out.push([r, c]);
  return out;
}
