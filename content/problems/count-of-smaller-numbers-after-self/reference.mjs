// Quadratic oracle: simple and obviously correct.
export default function solve(nums) {
  return nums.map((x, i) => {
    let c = 0;
    for (let j = i + 1; j < nums.length; j++) if (nums[j] < x) c++;
    return c;
  });
}
