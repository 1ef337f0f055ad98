export default function solve(s) {
  const cnt = new Map();
  for (const c of s) cnt.set(c, (cnt.get(c) ?? 0) + 1);
  const out = [];
  for (const [c, k] of cnt) if (k > 1) out.push(`${c}${k}`);
  return out;
}
