export default function solve(arr, k) {
  const a = Int32Array.from(arr).sort();
  let total = 0;
  for (let i = a.length - 1; i > 0; ) {
    if (a[i] - a[i - 1] < k) {
      total += a[i] + a[i - 1];
      i -= 2;
    } else i -= 1;
  }
  return total;
}
