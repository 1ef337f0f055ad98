export default function findMinDiff(a, m) {
  const s = [...a].sort((x, y) => x - y);
  let best = Infinity;
  for (let i = 0; i + m - 1 < s.length; i++) best = Math.min(best, s[i + m - 1] - s[i]);
  return best;
}
