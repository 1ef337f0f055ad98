export default function solve(nums) {
  const out = [];
  for (const x of nums) if (out.length < 2 || out[out.length - 2] !== x) out.push(x);
  return out;
}
