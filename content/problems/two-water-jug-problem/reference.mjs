export default function solve(m, n, d) {
  const seen = new Uint8Array((m + 1) * (n + 1));
  let frontier = [[0, 0]];
  seen[0] = 1;
  for (let steps = 0; frontier.length; steps++) {
    const next = [];
    for (const [a, b] of frontier) {
      if (a === d || b === d) return steps;
      const t1 = Math.min(a, n - b);
      const t2 = Math.min(b, m - a);
      for (const [x, y] of [[m, b], [a, n], [0, b], [a, 0], [a - t1, b + t1], [a + t2, b - t2]]) {
        const k = x * (n + 1) + y;
        if (!seen[k]) {
          seen[k] = 1;
          next.push([x, y]);
        }
      }
    }
    frontier = next;
  }
  return -1;
}
