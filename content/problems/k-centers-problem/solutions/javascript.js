/**
 * @param {number[][]} dist
 * @param {number} k
 * @return {number}
 */
var kCenters = function (dist, k) {
  const n = dist.length;
  let best = Infinity;
  const chosen = [];
  const go = (i) => {
    if (chosen.length === k) {
      let worst = 0;
      for (let c = 0; c < n; c++) {
        let near = Infinity;
        for (const s of chosen) near = Math.min(near, dist[c][s]);
        worst = Math.max(worst, near);
      }
      best = Math.min(best, worst);
      return;
    }
    if (n - i < k - chosen.length) return;
    chosen.push(i);
    go(i + 1);
    chosen.pop();
    go(i + 1);
  };
  go(0);
  return best;
};
