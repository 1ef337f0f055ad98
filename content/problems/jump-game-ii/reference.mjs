export default function solve(nums) {
  const n = nums.length;
  const dist = Array(n).fill(Infinity);
  dist[0] = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j <= Math.min(n - 1, i + nums[i]); j++) if (dist[i] + 1 < dist[j]) dist[j] = dist[i] + 1;
  }
  return dist[n - 1];
}
