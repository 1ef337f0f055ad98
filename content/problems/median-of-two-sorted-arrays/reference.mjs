export default function solve(nums1, nums2) {
  const all = [...nums1, ...nums2].sort((a, b) => a - b);
  const n = all.length;
  return n % 2 ? all[(n - 1) / 2] : (all[n / 2 - 1] + all[n / 2]) / 2;
}
