export default function solve(height) {
  const n = height.length;
  const left = new Array(n);
  const right = new Array(n);
  for (let i = 0; i < n; i++) left[i] = Math.max(height[i], i ? left[i - 1] : 0);
  for (let i = n - 1; i >= 0; i--) right[i] = Math.max(height[i], i < n - 1 ? right[i + 1] : 0);
  let water = 0;
  for (let i = 0; i < n; i++) water += Math.min(left[i], right[i]) - height[i];
  return water;
}
