export default function countTriplets(arr, sum) {
  const a = [...arr].sort((x, y) => x - y);
  const n = a.length;
  let count = 0;
  for (let i = 0; i < n - 2; i++) {
    let lo = i + 1;
    let hi = n - 1;
    while (lo < hi) {
      if (a[i] + a[lo] + a[hi] < sum) {
        count += hi - lo;
        lo++;
      } else hi--;
    }
  }
  return count;
}
