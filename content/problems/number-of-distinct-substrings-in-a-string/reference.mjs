export default function solve(s) {
  const n = s.length;
  const suffixes = Array.from({ length: n }, (_, i) => s.slice(i)).sort();
  let total = (n * (n + 1)) / 2;
  for (let k = 1; k < n; k++) {
    const a = suffixes[k - 1], b = suffixes[k];
    let l = 0;
    while (l < a.length && l < b.length && a[l] === b[l]) l++;
    total -= l;
  }
  return total;
}
