export default function solve(A) {
  const n = A.length;
  const t = `${A}#${[...A].reverse().join('')}`;
  const pi = new Int32Array(t.length);
  for (let i = 1; i < t.length; i++) {
    let k = pi[i - 1];
    while (k > 0 && t[i] !== t[k]) k = pi[k - 1];
    if (t[i] === t[k]) k++;
    pi[i] = k;
  }
  return n - pi[t.length - 1];
}
