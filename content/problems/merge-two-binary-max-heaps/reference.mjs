export default function solve(a, b) {
  const c = [...a, ...b];
  const n = c.length;
  for (let i = (n >> 1) - 1; i >= 0; i--) {
    let j = i;
    for (;;) {
      let big = j;
      const l = 2 * j + 1;
      const r = l + 1;
      if (l < n && c[l] > c[big]) big = l;
      if (r < n && c[r] > c[big]) big = r;
      if (big === j) break;
      [c[j], c[big]] = [c[big], c[j]];
      j = big;
    }
  }
  return c;
}
