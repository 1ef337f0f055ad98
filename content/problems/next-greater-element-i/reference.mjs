export default function solve(nums1, nums2) {
  const next = new Map();
  const stack = [];
  for (const v of nums2) {
    while (stack.length && stack[stack.length - 1] < v) next.set(stack.pop(), v);
    stack.push(v);
  }
  return nums1.map((x) => next.get(x) ?? -1);
}
