// Prefix function over pat + '#' + txt.
export default function solve(pat, txt) {
  const s = `${pat}#${txt}`;
  const m = pat.length;
  const pi = new Int32Array(s.length);
  const out = [];
  for (let i = 1; i < s.length; i++) {
    let k = pi[i - 1];
    while (k > 0 && s[i] !== s[k]) k = pi[k - 1];
    if (s[i] === s[k]) k++;
    pi[i] = k;
    if (k === m) out.push(i - 2 * m + 1);
  }
  return out;
}
