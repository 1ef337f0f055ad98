export default function solve(arr) {
  const n = arr.length;
  const d = new Array(n).fill(0);
  let total = 0;
  for (const v of arr) total += v;
  for (let i = n - 1; i >= 0; i--) {
    d[i] = arr[i];
    for (let j = i + 1; j < n; j++) d[j] = Math.max(arr[i] - d[j], arr[j] - d[j - 1]);
  }
  return (total + d[n - 1]) / 2;
}
