// Merge sort that counts, for each value taken from the right half, the left values still waiting.
export default function inversionCount(arr) {
  const a = [...arr];
  const buf = new Array(a.length);
  let count = 0;
  for (let width = 1; width < a.length; width *= 2) {
    for (let lo = 0; lo + width < a.length; lo += 2 * width) {
      const mid = lo + width;
      const hi = Math.min(lo + 2 * width, a.length);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        if (a[i] <= a[j]) buf[k++] = a[i++];
        else {
          count += mid - i;
          buf[k++] = a[j++];
        }
      }
      while (i < mid) buf[k++] = a[i++];
      while (j < hi) buf[k++] = a[j++];
      for (let t = lo; t < hi; t++) a[t] = buf[t];
    }
  }
  return count;
}
