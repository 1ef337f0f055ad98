export default function solve(s, p) {
  const m = p.length;
  const out = [];
  const enc = (c) => c.join(',');
  const target = new Array(26).fill(0);
  for (const ch of p) target[ch.charCodeAt(0) - 97]++;
  const want = enc(target);
  const win = new Array(26).fill(0);
  for (let i = 0; i < s.length; i++) {
    win[s.charCodeAt(i) - 97]++;
    if (i >= m) win[s.charCodeAt(i - m) - 97]--;
    if (i >= m - 1 && enc(win) === want) out.push(i - m + 1);
  }
  return out;
}
