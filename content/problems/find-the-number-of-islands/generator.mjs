function grid(rng, n, m, p) {
  return Array.from({ length: n }, () => Array.from({ length: m }, () => (rng.float() < p ? '1' : '0')));
}
const fill = (n, m, f) => Array.from({ length: n }, (_, r) => Array.from({ length: m }, (_, c) => (f(r, c) ? '1' : '0')));

export default function generate(rng) {
  const cases = [
    [[['1']]],
    [[['0', '0'], ['0', '0']]],
    [[['1', '0'], ['0', '1']]],
    [[['0', '1'], ['1', '0']]],
    [[['1', '0', '1', '0', '1']]],
    [[['1'], ['1'], ['0'], ['1']]],
    [fill(9, 9, (r, c) => (r + c) % 2 === 0)],
    [fill(9, 9, (r, c) => r % 2 === 0 && c % 2 === 0)],
    [fill(6, 7, (r, c) => r === c || r + c === 6)],
    [fill(40, 40, () => true)],
    [fill(30, 30, (r, c) => c % 3 === 0 || (r === (c % 6 === 0 ? 0 : 29) && c % 3 !== 2))],
  ];
  while (cases.length < 28) {
    const n = rng.int(1, rng.bool() ? 8 : 60);
    const m = rng.int(1, rng.bool() ? 8 : 60);
    cases.push([grid(rng, n, m, rng.pick([0.1, 0.25, 0.4, 0.6]))]);
  }
  return cases;
}

export function large(rng) {
  const N = 500;
  // a snake: columns of land joined alternately at the top and bottom (deep recursion for a recursive fill)
  const snake = fill(N, N, (r, c) => c % 2 === 0 || r === (c % 4 === 1 ? 0 : N - 1));
  return [
    [snake],
    [fill(N, N, (r, c) => r % 2 === 0 && c % 2 === 0)],
    [grid(rng, N, N, 0.3)],
    [fill(N, N, () => true)],
  ];
}
