// Paint the covered points on a grid of half-steps (so [1,2] and [3,4] stay apart), then read off runs.
export default function solve(intervals) {
  const max = Math.max(...intervals.map(([, e]) => e));
  const covered = new Uint8Array(2 * max + 2);
  for (const [s, e] of intervals) for (let x = 2 * s; x <= 2 * e; x++) covered[x] = 1;
  const out = [];
  for (let x = 0; x < covered.length; x++) {
    if (covered[x] && (x === 0 || !covered[x - 1])) out.push([x / 2, null]);
    if (covered[x] && !covered[x + 1]) out[out.length - 1][1] = x / 2;
  }
  return out;
}
