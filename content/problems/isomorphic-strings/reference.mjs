export default function solve(s, t) {
  const fs = new Map(), ft = new Map();
  for (let i = 0; i < s.length; i++) {
    if (!fs.has(s[i])) fs.set(s[i], i);
    if (!ft.has(t[i])) ft.set(t[i], i);
    if (fs.get(s[i]) !== ft.get(t[i])) return false;
  }
  return true;
}
