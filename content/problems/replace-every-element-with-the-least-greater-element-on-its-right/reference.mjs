// Fenwick tree over values: presence counts of the suffix; successor by binary descent.
export default function findLeastGreater(arr) {
  const V = Math.max(...arr) + 1;
  const bit = new Int32Array(V + 1);
  let LOG = 1;
  while (1 << LOG <= V) LOG++;
  const add = (i) => {
    for (; i <= V; i += i & -i) bit[i]++;
  };
  const prefix = (i) => {
    let s = 0;
    for (; i > 0; i -= i & -i) s += bit[i];
    return s;
  };
  const kth = (k) => {
    let pos = 0;
    for (let step = 1 << LOG; step; step >>= 1) {
      if (pos + step <= V && bit[pos + step] < k) {
        pos += step;
        k -= bit[pos];
      }
    }
    return pos + 1;
  };
  let total = 0;
  const out = new Array(arr.length);
  for (let i = arr.length - 1; i >= 0; i--) {
    const below = prefix(arr[i]);
    out[i] = below < total ? kth(below + 1) : -1;
    add(arr[i]);
    total++;
  }
  return out;
}
