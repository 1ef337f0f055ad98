export default function solve(intervals, newInterval) {
  const all = [...intervals.map((iv) => [...iv]), [...newInterval]].sort((a, b) => a[0] - b[0]);
  const out = [];
  for (const [s, e] of all) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}
