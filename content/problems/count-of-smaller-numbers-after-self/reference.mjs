// Fenwick tree over the value range -10^4..10^4, scanning right to left: O(n log V).
export default function solve(nums) {
  const OFFSET = 10001;
  const tree = new Int32Array(2 * OFFSET + 1);
  const out = new Array(nums.length);
  for (let i = nums.length - 1; i >= 0; i--) {
    let c = 0;
    for (let p = nums[i] + OFFSET - 1; p > 0; p -= p & -p) c += tree[p];
    out[i] = c;
    for (let p = nums[i] + OFFSET; p < tree.length; p += p & -p) tree[p]++;
  }
  return out;
}
