export default function generate(rng) {
  const cases = [
    [[['X']]],
    [[['O', 'O'], ['O', 'O']]],
    [[['X', 'X', 'X'], ['X', 'O', 'X'], ['X', 'X', 'X']]],
    [[['X', 'O', 'X'], ['O', 'X', 'O'], ['X', 'O', 'X']]],
    [[['X', 'X', 'X', 'X'], ['X', 'O', 'O', 'X'], ['X', 'O', 'O', 'O'], ['X', 'X', 'X', 'X']]],
    [[['O', 'O', 'O', 'O', 'O']]],
    [Array.from({ length: 100 }, (_, r) => Array.from({ length: 100 }, (_, c) => (r === 0 || c === 0 || r === 99 || c === 99 ? 'X' : 'O')))],
    [Array.from({ length: 100 }, (_, r) => Array.from({ length: 100 }, (_, c) => (r === 0 && c === 50 ? 'O' : r === 0 || c === 0 || r === 99 || c === 99 ? 'X' : 'O')))],
  ];
  // winding corridor of O starting at the border
  cases.push([Array.from({ length: 61 }, (_, r) => Array.from({ length: 60 }, (_, c) => {
    if (r === 0 || r === 60 || c === 59) return 'X';
    if (r % 2 === 1) return c === 0 ? (r === 1 ? 'O' : 'X') : 'O';
    return (r % 4 === 2 ? c === 58 : c === 1) ? 'O' : 'X';
  }))]);
  while (cases.length < 26) {
    const m = rng.int(1, rng.bool() ? 6 : 60);
    const n = rng.int(1, rng.bool() ? 6 : 60);
    const p = rng.pick([0.3, 0.5, 0.6]);
    cases.push([Array.from({ length: m }, () => Array.from({ length: n }, () => (rng.float() < p ? 'O' : 'X')))]);
  }
  return cases;
}

/**
 * 200 x 200: one huge region of 'O' (enclosed by a ring of 'X'; the same with a single gap in the far corner;
 * no 'X' at all), so a search from each 'O' on its own covers most of the region.
 */
export function large(rng) {
  const n = 200;
  const ring = Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => (r === 0 || c === 0 || r === n - 1 || c === n - 1 ? 'X' : 'O')),
  );
  const gap = ring.map((row) => [...row]);
  gap[n - 1][n - 2] = 'O';
  const holes = ring.map((row, r) => row.map((v, c) => (v === 'O' && r > 1 && c > 1 && rng.int(0, 29) === 0 ? 'X' : v)));
  return [[ring], [gap], [holes], [Array.from({ length: n }, () => Array(n).fill('O'))]];
}
