export default function solve(nums) {
  let x = 0;
  for (const v of nums) x ^= v;
  const low = x & -x;
  let a = 0, b = 0;
  for (const v of nums) if (v & low) a ^= v; else b ^= v;
  return [a, b];
}
