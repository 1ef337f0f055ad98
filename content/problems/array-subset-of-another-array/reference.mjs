export default function isSubset(a, b) {
  const count = new Map();
  for (const x of a) count.set(x, (count.get(x) ?? 0) + 1);
  for (const x of b) {
    const c = count.get(x) ?? 0;
    if (c === 0) return false;
    count.set(x, c - 1);
  }
  return true;
}
