function grid(rng, m, n, p) {
  return Array.from({ length: m }, () => Array.from({ length: n }, () => (rng.float() < p ? '1' : '0')));
}
export default function generate(rng) {
  const cases = [
    [[['1']]],
    [[['0', '0'], ['0', '0']]],
    [[['1', '1', '1', '1']]],
    [[['1'], ['0'], ['1'], ['0'], ['1']]],
    [[['1', '1', '1'], ['1', '0', '1'], ['1', '1', '1']]],
    [[['1', '0', '1', '0'], ['0', '1', '0', '1']]],
    [Array.from({ length: 200 }, () => Array(200).fill('1'))],
    [Array.from({ length: 60 }, (_, r) => Array.from({ length: 60 }, (_, c) => ((r + c) % 2 ? '0' : '1')))],
  ];
  // a spiral-ish comb: long single island
  cases.push([Array.from({ length: 50 }, (_, r) => Array.from({ length: 50 }, (_, c) => (c % 2 === 0 || r === (c % 4 === 1 ? 0 : 49) ? '1' : '0')))]);
  while (cases.length < 26) {
    const m = rng.int(1, rng.bool() ? 8 : 80);
    const n = rng.int(1, rng.bool() ? 8 : 80);
    cases.push([grid(rng, m, n, rng.pick([0.2, 0.45, 0.6, 0.8]))]);
  }
  return cases;
}

/** 300 x 300, the stated maximum: a checkerboard (the most islands), one island filling the grid, and random land. */
export function large(rng) {
  const n = 300;
  const checker = Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => ((r + c) % 2 ? '0' : '1')));
  const full = Array.from({ length: n }, () => Array(n).fill('1'));
  return [[checker], [full], [grid(rng, n, n, 0.55)]];
}
