// Ternary search on the line's parameter; the cost is convex along the line.
export default function findOptimumCost([a, b, c], points) {
  const at = (t) => (b !== 0 ? [t, -(a * t + c) / b] : [-c / a, t]);
  const cost = (t) => {
    const [x, y] = at(t);
    let s = 0;
    for (const [px, py] of points) s += Math.hypot(px - x, py - y);
    return s;
  };
  let lo = -1e6;
  let hi = 1e6;
  for (let it = 0; it < 300; it++) {
    const m1 = lo + (hi - lo) / 3;
    const m2 = hi - (hi - lo) / 3;
    if (cost(m1) < cost(m2)) hi = m2;
    else lo = m1;
  }
  return cost((lo + hi) / 2);
}
