export default function solve(M) {
  const seen = new Set();
  const out = [];
  for (const row of M) {
    const key = row.join('');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(row);
    }
  }
  return out;
}
