export default function solve(nums) {
  const present = new Set(nums);
  for (let v = 0; ; v++) if (!present.has(v)) return v;
}
