export default function solve(arr, k) {
  const a = Int32Array.from(arr).sort();
  const n = a.length;
  let best = 0;
  let j = 0;
  for (let i = 0; i < n; i++) {
    if (j < i) j = i;
    while (j + 1 < n && a[j + 1] - a[i] <= k) j++;
    if (j - i + 1 > best) best = j - i + 1;
  }
  return n - best;
}
