// Independent O(n log n) method: for each line, the farthest line at least as tall bounds the area.
export default function solve(height) {
  const n = height.length;
  const order = [...height.keys()].sort((a, b) => height[b] - height[a]);
  let best = 0;
  let minIdx = Infinity;
  let maxIdx = -Infinity;
  for (const i of order) {
    minIdx = Math.min(minIdx, i);
    maxIdx = Math.max(maxIdx, i);
    best = Math.max(best, height[i] * Math.max(i - minIdx, maxIdx - i));
  }
  return n < 2 ? 0 : best;
}
