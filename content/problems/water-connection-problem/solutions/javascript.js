/**
 * @param {number} n
 * @param {number} p
 * @param {number[]} a
 * @param {number[]} b
 * @param {number[]} d
 * @return {number[][]}
 */
var solve = function (n, p, a, b, d) {
  const next = new Int32Array(n + 1);
  const width = new Int32Array(n + 1);
  const hasIn = new Uint8Array(n + 1);
  for (let i = 0; i < p; i++) {
    next[a[i]] = b[i];
    width[a[i]] = d[i];
    hasIn[b[i]] = 1;
  }
  const out = [];
  for (let h = 1; h <= n; h++) {
    if (hasIn[h] || next[h] === 0) continue;
    let cur = h;
    let narrow = Infinity;
    while (next[cur] !== 0) {
      narrow = Math.min(narrow, width[cur]);
      cur = next[cur];
    }
    out.push([h, cur, narrow]);
  }
  return out;
};
