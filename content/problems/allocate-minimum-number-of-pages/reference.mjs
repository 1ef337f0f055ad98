export default function findPages(arr, k) {
  if (k > arr.length) return -1;
  const studentsFor = (limit) => {
    let students = 1;
    let load = 0;
    for (const p of arr) {
      if (load + p > limit) {
        students++;
        load = 0;
      }
      load += p;
    }
    return students;
  };
  let lo = Math.max(...arr);
  let hi = arr.reduce((s, p) => s + p, 0);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (studentsFor(mid) <= k) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
