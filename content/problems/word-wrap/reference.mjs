export default function solve(nums, k) {
  const n = nums.length;
  const best = new Array(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let len = -1;
    let b = Infinity;
    for (let j = i; j < n; j++) {
      len += nums[j] + 1;
      if (len > k) break;
      const cand = j === n - 1 ? 0 : (k - len) * (k - len) + best[j + 1];
      if (cand < b) b = cand;
    }
    best[i] = b;
  }
  return best[0];
}
