// O(n^3) oracle using exact cross products: for every pair, count the points on their line.
export default function solve(points) {
  const n = points.length;
  if (n <= 2) return n;
  let best = 2;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const [x1, y1] = points[i];
      const dx = points[j][0] - x1;
      const dy = points[j][1] - y1;
      let count = 0;
      for (const [x, y] of points) if (dx * (y - y1) === dy * (x - x1)) count++;
      if (count > best) best = count;
    }
  }
  return best;
}
