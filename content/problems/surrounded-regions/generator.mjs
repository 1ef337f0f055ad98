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
