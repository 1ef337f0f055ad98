export default function solve(boxTypes, truckSize) {
  const sorted = [...boxTypes].sort((a, b) => b[1] - a[1]);
  let left = truckSize;
  let total = 0;
  for (const [count, units] of sorted) {
    const t = Math.min(count, left);
    total += t * units;
    left -= t;
    if (!left) break;
  }
  return total;
}
