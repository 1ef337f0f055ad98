export default function solve(nums, k) {
  const n = nums.length;
  const copy = [...nums];
  for (let i = 0; i < n; i++) nums[(i + k) % n] = copy[i];
}
