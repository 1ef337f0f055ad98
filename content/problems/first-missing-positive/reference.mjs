export default function solve(nums) {
  const present = new Set(nums);
  let v = 1;
  while (present.has(v)) v++;
  return v;
}
