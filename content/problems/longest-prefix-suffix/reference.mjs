export default function lps(s) {
  const n = s.length;
  const pi = new Int32Array(n);
  for (let i = 1; i < n; i++) {
    let k = pi[i - 1];
    while (k > 0 && s[i] !== s[k]) k = pi[k - 1];
    if (s[i] === s[k]) k++;
    pi[i] = k;
  }
  return pi[n - 1];
}
