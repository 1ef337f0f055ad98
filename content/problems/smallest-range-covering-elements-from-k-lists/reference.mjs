export default function solve(nums) {
  const k = nums.length;
  const pairs = [];
  for (let i = 0; i < k; i++) for (const v of nums[i]) pairs.push([v, i]);
  pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const count = new Array(k).fill(0);
  let covered = 0;
  let best = null;
  let left = 0;
  for (let right = 0; right < pairs.length; right++) {
    if (count[pairs[right][1]]++ === 0) covered++;
    while (covered === k) {
      const a = pairs[left][0];
      const b = pairs[right][0];
      if (best === null || b - a < best[1] - best[0] || (b - a === best[1] - best[0] && a < best[0])) best = [a, b];
      if (--count[pairs[left][1]] === 0) covered--;
      left++;
    }
  }
  return best;
}
