export default function solve(nums1, m, nums2, n) {
  const merged = [...nums1.slice(0, m), ...nums2.slice(0, n)].sort((a, b) => a - b);
  for (let i = 0; i < merged.length; i++) nums1[i] = merged[i];
}
