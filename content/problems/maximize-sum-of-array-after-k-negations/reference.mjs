export default function solve(nums, k) {
  const a = [...nums].sort((x, y) => x - y);
  for (let i = 0; i < a.length && k > 0 && a[i] < 0; i++, k--) a[i] = -a[i];
  const sum = a.reduce((s, v) => s + v, 0);
  const minAbs = Math.min(...a.map(Math.abs));
  return k % 2 === 1 ? sum - 2 * minAbs : sum;
}
