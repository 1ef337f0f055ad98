export default function solve(arr) {
  const a = Float64Array.from(arr).sort().reverse();
  let rest = a.reduce((s, x) => s + x, 0);
  let taken = 0;
  let k = 0;
  while (taken <= rest) {
    taken += a[k];
    rest -= a[k];
    k++;
  }
  return k;
}
