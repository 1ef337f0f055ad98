const grid = (rng, r, c, p) => Array.from({ length: r }, () => Array.from({ length: c }, () => (rng.float() < p ? '1' : '0')));

export default function generate(rng) {
  const cases = [
    [[['0', '0'], ['0', '0']]],
    [[['1', '1'], ['1', '1']]],
    [[['1', '0', '1', '1', '1']]],
    [[['1'], ['1'], ['0'], ['1']]],
    [[['0', '1'], ['1', '0']]],
    [[['1', '1', '1', '1'], ['1', '1', '1', '0'], ['1', '1', '0', '0'], ['1', '0', '0', '0']]],
  ];
  while (cases.length < 28) {
    const r = rng.int(1, rng.bool() ? 6 : 40);
    const c = rng.int(1, rng.bool() ? 6 : 40);
    cases.push([grid(rng, r, c, rng.pick([0.5, 0.8, 0.95]))]);
  }
  return cases;
}

export function large(rng) {
  const n = 200;
  const ones = Array.from({ length: n }, () => Array(n).fill('1'));
  const almost = ones.map((row, i) => row.map((v, j) => (i === j ? '0' : v)));
  return [[ones], [almost], [grid(rng, n, n, 0.97)], [grid(rng, n, n, 0.99)], [ones.map((r) => [...r])], [almost.map((r) => [...r].reverse())]];
}
