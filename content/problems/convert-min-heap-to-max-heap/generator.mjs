const MAX = 1000000000;

/** A random min heap: sorted values already form one; shuffle siblings' subtrees a little by re-heapifying. */
function minHeapOf(values) {
  const a = [...values];
  const n = a.length;
  for (let i = (n >> 1) - 1; i >= 0; i--) {
    let j = i;
    for (;;) {
      const l = 2 * j + 1, r = l + 1;
      let m = j;
      if (l < n && a[l] < a[m]) m = l;
      if (r < n && a[r] < a[m]) m = r;
      if (m === j) break;
      [a[m], a[j]] = [a[j], a[m]];
      j = m;
    }
  }
  return a;
}

export default function generate(rng) {
  const cases = [[[0]], [[MAX]], [[0, MAX]], [[5, 5, 5, 5]], [[1, 2, 3, 4, 5, 6, 7]], [[0, 0, 1]], [[1, 3, 2]]];
  for (let k = 0; k < 12; k++) cases.push([minHeapOf(rng.intArray(rng.int(1, 15), 0, rng.pick([5, 100, MAX])))]);
  for (let k = 0; k < 4; k++) cases.push([minHeapOf(rng.intArray(rng.int(500, 4000), 0, MAX))]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  const sorted = Array.from({ length: n }, (_, i) => i * 10000);
  sorted[n - 1] = MAX;
  return [[sorted], [minHeapOf(rng.intArray(n, 0, 999))]];
}
