export default function findPair(arr, x) {
  const count = new Map();
  for (const v of arr) count.set(v, (count.get(v) ?? 0) + 1);
  if (x === 0) return [...count.values()].some((c) => c > 1);
  return arr.some((v) => count.has(v + x));
}
