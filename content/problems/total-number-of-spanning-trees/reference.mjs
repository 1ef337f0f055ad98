export default function solve(V, edges) {
  if (V === 1) return 1;
  const n = V - 1;
  const L = Array.from({ length: V }, () => new Array(V).fill(0n));
  for (const [u, v] of edges) {
    L[u][u]++;
    L[v][v]++;
    L[u][v]--;
    L[v][u]--;
  }
  const M = L.slice(1).map((row) => row.slice(1));
  let sign = 1n;
  let prev = 1n;
  for (let k = 0; k < n - 1; k++) {
    if (M[k][k] === 0n) {
      let r = k + 1;
      while (r < n && M[r][k] === 0n) r++;
      if (r === n) return 0;
      [M[k], M[r]] = [M[r], M[k]];
      sign = -sign;
    }
    for (let i = k + 1; i < n; i++) {
      for (let j = k + 1; j < n; j++) M[i][j] = (M[i][j] * M[k][k] - M[i][k] * M[k][j]) / prev;
    }
    prev = M[k][k];
  }
  return Number(sign * M[n - 1][n - 1]);
}
