export default function solve(arr) {
  const a = Int32Array.from(arr).sort();
  const n = a.length;
  const h = Math.floor(n / 2);
  let total = 0;
  for (let i = 0; i < h; i++) total += 2 * (a[n - 1 - i] - a[i]);
  return total;
}
