export default function solve(nums) {
  return Int32Array.from(nums).sort().reduce((a, v) => (a.push(v), a), []);
}
