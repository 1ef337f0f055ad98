function grid(rng, m, n, p) {
  return Array.from({ length: m }, () => Array.from({ length: n }, () => (rng.float() < p ? '1' : '0')));
}
const fill = (m, n, c) => Array.from({ length: m }, () => Array(n).fill(c));

export default function generate(rng) {
  const cases = [[[['1']]], [fill(1, 5, '1')], [fill(5, 1, '1')], [fill(3, 3, '1')], [fill(4, 4, '0')], [[['1', '1'], ['1', '0']]], [fill(2, 7, '1')]];
  for (let i = 0; i < 10; i++) cases.push([grid(rng, rng.int(1, 8), rng.int(1, 8), rng.pick([0.5, 0.7, 0.9]))]);
  for (let i = 0; i < 4; i++) cases.push([grid(rng, rng.int(30, 80), rng.int(30, 80), rng.pick([0.8, 0.95]))]);
  cases.push([fill(60, 90, '1')]);
  return cases;
}

export function large(rng) {
  const g = fill(300, 300, '1');
  g[299][299] = '0';
  return [[fill(300, 300, '1')], [g], [grid(rng, 300, 300, 0.99)]];
}
