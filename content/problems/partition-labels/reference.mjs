export default function solve(s) {
  const out = [];
  let start = 0;
  while (start < s.length) {
    let end = start;
    for (let i = start; i <= end; i++) end = Math.max(end, s.lastIndexOf(s[i]));
    out.push(end - start + 1);
    start = end + 1;
  }
  return out;
}
