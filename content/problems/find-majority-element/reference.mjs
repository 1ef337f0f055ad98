export default function majorityElement(arr) {
  const count = new Map();
  for (const v of arr) count.set(v, (count.get(v) ?? 0) + 1);
  for (const [v, c] of count) if (c * 2 > arr.length) return v;
  return -1;
}
