export default function solve(n) {
  const ways = new Float64Array(n + 1);
  ways[0] = 1;
  for (const c of [3, 5, 10]) for (let s = c; s <= n; s++) ways[s] += ways[s - c];
  return ways[n];
}
