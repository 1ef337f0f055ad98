export default function searchRange(nums, target) {
  return [nums.indexOf(target), nums.lastIndexOf(target)];
}
