const d2 = ([x, y]) => x * x + y * y;
function validK(rng, pts) {
  const ds = pts.map(d2).sort((a, b) => a - b);
  const ok = [];
  for (let k = 1; k <= pts.length; k++) if (k === pts.length || ds[k - 1] < ds[k]) ok.push(k);
  return rng.pick(ok);
}
export default function generate(rng) {
  const cases = [
    [[[0, 0]], 1],
    [[[10000, 10000]], 1],
    [[[10000, -10000], [-10000, 10000], [0, 0]], 1],
    [[[1, 1], [1, 1], [2, 2]], 2],
    [[[1, 0], [0, 1], [-1, 0], [0, -1]], 4],
    [[[3, 4], [5, 0], [0, 6]], 3],
    [[[3, 4], [6, 0], [1, 1]], 2],
  ];
  const bigPts = Array.from({ length: 10000 }, () => [rng.int(-10000, 10000), rng.int(-10000, 10000)]);
  cases.push([bigPts, validK(rng, bigPts)]);
  while (cases.length < 26) {
    const n = rng.int(1, rng.bool() ? 10 : 3000);
    const r = rng.pick([3, 100, 10000]);
    const pts = Array.from({ length: n }, () => [rng.int(-r, r), rng.int(-r, r)]);
    cases.push([pts, validK(rng, pts)]);
  }
  return cases;
}

/** 10^4 points, the stated maximum, with k = n and with a k whose answer is unique; coordinates at both extremes. */
export function large(rng) {
  const n = 10000;
  const pts = Array.from({ length: n }, () => [rng.int(-10000, 10000), rng.int(-10000, 10000)]);
  pts[0] = [-10000, 10000];
  pts[1] = [10000, -10000];
  return [[pts, n], [pts, validK(rng, pts)]];
}
