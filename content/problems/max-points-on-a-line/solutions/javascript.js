/**
 * @param {number[][]} points
 * @return {number}
 */
var maxPoints = function (points) {
  const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
  const n = points.length;
  let best = 1;
  for (let i = 0; i < n; i++) {
    const slopes = new Map();
    for (let j = i + 1; j < n; j++) {
      let dx = points[j][0] - points[i][0];
      let dy = points[j][1] - points[i][1];
      const g = gcd(Math.abs(dx), Math.abs(dy));
      dx /= g;
      dy /= g;
      if (dx < 0 || (dx === 0 && dy < 0)) {
        dx = -dx;
        dy = -dy;
      }
      const key = dx * 100000 + dy;
      const c = (slopes.get(key) || 0) + 1;
      slopes.set(key, c);
      if (c + 1 > best) best = c + 1;
    }
  }
  return best;
};
