export default function solve(q) {
  const h = q.length / 2;
  const out = [];
  for (let i = 0; i < h; i++) out.push(q[i], q[h + i]);
  return out;
}
