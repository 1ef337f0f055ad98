// Binary trie in typed arrays: for each number, walk towards the opposite bit where possible.
export default function solve(nums) {
  const zero = new Int32Array(nums.length * 31 + 2);
  const one = new Int32Array(nums.length * 31 + 2);
  let size = 1;
  let best = 0;
  for (const x of nums) {
    let node = 0;
    for (let b = 30; b >= 0; b--) {
      const arr = (x >>> b) & 1 ? one : zero;
      if (!arr[node]) arr[node] = size++;
      node = arr[node];
    }
    node = 0;
    let cur = 0;
    for (let b = 30; b >= 0; b--) {
      const bit = (x >>> b) & 1;
      const want = bit ? zero : one;
      if (want[node]) {
        cur += 2 ** b;
        node = want[node];
      } else node = (bit ? one : zero)[node];
    }
    if (cur > best) best = cur;
  }
  return best;
}
