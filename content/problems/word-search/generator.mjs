function randomBoard(rng, m, n, alpha) {
  return Array.from({ length: m }, () => Array.from({ length: n }, () => rng.pick([...alpha])));
}

// Reads a random simple path from the board, so positive cases are common.
function pathWord(rng, board, len) {
  const m = board.length;
  const n = board[0].length;
  let r = rng.int(0, m - 1);
  let c = rng.int(0, n - 1);
  const seen = new Set([`${r},${c}`]);
  let w = board[r][c];
  while (w.length < len) {
    const nb = [
      [r + 1, c],
      [r - 1, c],
      [r, c + 1],
      [r, c - 1],
    ].filter(([a, b]) => a >= 0 && b >= 0 && a < m && b < n && !seen.has(`${a},${b}`));
    if (!nb.length) break;
    [r, c] = rng.pick(nb);
    seen.add(`${r},${c}`);
    w += board[r][c];
  }
  return w;
}

export default function generate(rng) {
  const cases = [
    [[['a']], 'a'],
    [[['a']], 'b'],
    [[['a']], 'aa'],
    [[['a', 'b'], ['c', 'd']], 'abdc'],
    [[['a', 'b'], ['c', 'd']], 'abcd'],
    [[['A', 'a']], 'aA'],
    [[['A', 'a']], 'AA'],
    [Array.from({ length: 6 }, () => Array(6).fill('A')), 'AAAAAAAAAAAAAAB'],
    [Array.from({ length: 6 }, () => Array(6).fill('A')), 'BAAAAAAAAAAAAAA'],
    [Array.from({ length: 6 }, () => Array(6).fill('A')), 'AAAAAAAAAAAAAAA'],
    [[['C', 'A', 'A'], ['A', 'A', 'A'], ['B', 'C', 'D']], 'AAB'],
  ];
  while (cases.length < 30) {
    const m = rng.int(1, 6);
    const n = rng.int(1, 6);
    const alpha = rng.pick(['AB', 'ABC', 'ABCDE', 'aAbB', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
    const board = randomBoard(rng, m, n, alpha);
    let word = pathWord(rng, board, rng.int(1, 15));
    if (rng.float() < 0.4) {
      const p = rng.int(0, word.length - 1);
      word = word.slice(0, p) + rng.pick([...alpha]) + word.slice(p + 1);
    }
    cases.push([board, word]);
  }
  return cases;
}
