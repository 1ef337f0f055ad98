export default function solve(input) {
  const v = input.split(/\s+/).filter(Boolean).map(Number);
  let at = 0;
  const out = [];
  while (at < v.length && v[at] !== 0) {
    const n = v[at++];
    const a = v.slice(at, at + n);
    at += n;
    const m = v[at++];
    const b = v.slice(at, at + m);
    at += m;
    let i = 0;
    let j = 0;
    let sa = 0;
    let sb = 0;
    let total = 0;
    while (i < n && j < m) {
      if (a[i] < b[j]) sa += a[i++];
      else if (a[i] > b[j]) sb += b[j++];
      else {
        total += Math.max(sa, sb) + a[i];
        sa = sb = 0;
        i++;
        j++;
      }
    }
    while (i < n) sa += a[i++];
    while (j < m) sb += b[j++];
    out.push(total + Math.max(sa, sb));
  }
  return `${out.join('\n')}\n`;
}
