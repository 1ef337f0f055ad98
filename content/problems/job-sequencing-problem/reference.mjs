export default function solve(deadline, profit) {
  const n = deadline.length;
  const idx = deadline.map((_, i) => i).sort((a, b) => profit[b] - profit[a]);
  const parent = Int32Array.from({ length: n + 1 }, (_, i) => i);
  const find = (x) => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]];
    return x;
  };
  let count = 0;
  let total = 0;
  for (const i of idx) {
    const s = find(Math.min(deadline[i], n));
    if (s > 0) {
      parent[s] = s - 1;
      count++;
      total += profit[i];
    }
  }
  return [count, total];
}
