// Counting oracle: the values are at most 1000, so count the pairs giving each sum.
export default function solve(A, B, C) {
  const ca = new Array(1001).fill(0), cb = new Array(1001).fill(0);
  for (const v of A) ca[v]++;
  for (const v of B) cb[v]++;
  const pairs = new Array(2001).fill(0);
  for (let x = 1; x <= 1000; x++) {
    if (!ca[x]) continue;
    for (let y = 1; y <= 1000; y++) if (cb[y]) pairs[x + y] += ca[x] * cb[y];
  }
  const out = [];
  for (let s = 2000; s >= 2 && out.length < C; s--) {
    for (let k = 0; k < pairs[s] && out.length < C; k++) out.push(s);
  }
  return out;
}
