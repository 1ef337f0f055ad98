export default function solve(nums, queries) {
  const sorted = nums.slice().sort((a, b) => a - b);
  const order = queries.map((_, i) => i).sort((a, b) => queries[a][1] - queries[b][1]);
  const zero = new Int32Array(nums.length * 30 + 2);
  const one = new Int32Array(nums.length * 30 + 2);
  let size = 1;
  const insert = (x) => {
    let node = 0;
    for (let b = 29; b >= 0; b--) {
      const arr = (x >> b) & 1 ? one : zero;
      if (!arr[node]) arr[node] = size++;
      node = arr[node];
    }
  };
  const out = new Array(queries.length);
  let p = 0;
  for (const qi of order) {
    const [x, m] = queries[qi];
    while (p < sorted.length && sorted[p] <= m) insert(sorted[p++]);
    if (p === 0) {
      out[qi] = -1;
      continue;
    }
    let node = 0;
    let best = 0;
    for (let b = 29; b >= 0; b--) {
      const bit = (x >> b) & 1;
      const want = bit ? zero : one;
      if (want[node]) {
        best += 2 ** b;
        node = want[node];
      } else node = (bit ? one : zero)[node];
    }
    out[qi] = best;
  }
  return out;
}
