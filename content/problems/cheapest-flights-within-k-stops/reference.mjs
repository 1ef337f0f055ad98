export default function solve(n, flights, src, dst, k) {
  let cost = new Array(n).fill(Infinity);
  cost[src] = 0;
  for (let r = 0; r <= k; r++) {
    const next = [...cost];
    for (const [u, v, p] of flights) if (cost[u] + p < next[v]) next[v] = cost[u] + p;
    cost = next;
  }
  return cost[dst] === Infinity ? -1 : cost[dst];
}
