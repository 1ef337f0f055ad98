export default function solve(nums) {
  if (nums.length <= 1) return [[...nums]];
  const out = [];
  nums.forEach((x, i) => {
    const rest = nums.filter((_, j) => j !== i);
    for (const p of solve(rest)) out.push([x, ...p]);
  });
  return out;
}
