export default function solve(s) {
  const M = 1003;
  const m = (s.length + 1) / 2;
  const T = Array.from({ length: m }, () => new Array(m).fill(0));
  const F = Array.from({ length: m }, () => new Array(m).fill(0));
  for (let i = 0; i < m; i++) {
    if (s[2 * i] === "T") T[i][i] = 1;
    else F[i][i] = 1;
  }
  for (let len = 2; len <= m; len++) {
    for (let i = 0; i + len - 1 < m; i++) {
      const j = i + len - 1;
      let t = 0;
      let f = 0;
      for (let k = i; k < j; k++) {
        const op = s[2 * k + 1];
        const lt = T[i][k];
        const lf = F[i][k];
        const rt = T[k + 1][j];
        const rf = F[k + 1][j];
        if (op === "&") {
          t += lt * rt;
          f += lt * rf + lf * rt + lf * rf;
        } else if (op === "|") {
          t += lt * rt + lt * rf + lf * rt;
          f += lf * rf;
        } else {
          t += lt * rf + lf * rt;
          f += lt * rt + lf * rf;
        }
        t %= M;
        f %= M;
      }
      T[i][j] = t;
      F[i][j] = f;
    }
  }
  return T[0][m - 1];
}
