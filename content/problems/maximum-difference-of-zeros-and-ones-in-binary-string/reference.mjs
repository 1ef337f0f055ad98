export default function solve(s) {
  if (!s.includes("0")) return -1;
  let best = -Infinity;
  let cur = 0;
  for (const ch of s) {
    const v = ch === "0" ? 1 : -1;
    cur = Math.max(v, cur + v);
    if (cur > best) best = cur;
  }
  return best;
}
