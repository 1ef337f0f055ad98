// 9x9 puzzles with exactly one solution: a few classic hard grids, then grids carved from shuffled solved boards.
const parse = (s) => Array.from({ length: 9 }, (_, r) => s.slice(r * 9, r * 9 + 9).split(''));

const HARD = [
  // Built so that reading-order backtracking tries many millions of branches.
  '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9',
  '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
  '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
  '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
];

function countSolutions(b, limit) {
  const cells = [];
  const row = new Array(9).fill(0);
  const col = new Array(9).fill(0);
  const box = new Array(9).fill(0);
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) {
      if (b[r][c] === '.') cells.push([r, c]);
      else {
        const bit = 1 << (b[r][c].charCodeAt(0) - 49);
        row[r] |= bit;
        col[c] |= bit;
        box[((r / 3) | 0) * 3 + ((c / 3) | 0)] |= bit;
      }
    }
  let found = 0;
  const go = (left) => {
    if (found >= limit) return;
    if (left === 0) {
      found++;
      return;
    }
    let best = -1;
    let bestN = 10;
    let bestFree = 0;
    for (let i = 0; i < left; i++) {
      const [r, c] = cells[i];
      const free = ~(row[r] | col[c] | box[((r / 3) | 0) * 3 + ((c / 3) | 0)]) & 0x1ff;
      let n = 0;
      for (let x = free; x; x &= x - 1) n++;
      if (n < bestN) {
        best = i;
        bestN = n;
        bestFree = free;
      }
    }
    if (bestN === 0) return;
    [cells[best], cells[left - 1]] = [cells[left - 1], cells[best]];
    const [r, c] = cells[left - 1];
    const k = ((r / 3) | 0) * 3 + ((c / 3) | 0);
    for (let f = bestFree; f && found < limit; f &= f - 1) {
      const bit = f & -f;
      row[r] |= bit;
      col[c] |= bit;
      box[k] |= bit;
      go(left - 1);
      row[r] ^= bit;
      col[c] ^= bit;
      box[k] ^= bit;
    }
    [cells[best], cells[left - 1]] = [cells[left - 1], cells[best]];
  };
  go(cells.length);
  return found;
}

function solvedGrid(rng) {
  // Base pattern, then relabel digits and shuffle rows within bands, bands, columns within stacks, stacks.
  const digits = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  const order = () => rng.shuffle([0, 1, 2]).flatMap((g) => rng.shuffle([0, 1, 2]).map((x) => g * 3 + x));
  const rows = order();
  const cols = order();
  return rows.map((r) => cols.map((c) => String(digits[(r * 3 + Math.floor(r / 3) + c) % 9])));
}

function carve(rng, target) {
  const b = solvedGrid(rng);
  let clues = 81;
  for (const p of rng.shuffle(Array.from({ length: 81 }, (_, i) => i))) {
    if (clues <= target) break;
    const r = Math.floor(p / 9);
    const c = p % 9;
    const keep = b[r][c];
    b[r][c] = '.';
    if (countSolutions(b, 2) !== 1) b[r][c] = keep;
    else clues--;
  }
  return b;
}

export default function generate(rng) {
  const cases = [];
  // One blank cell, a full row blank, a full box blank.
  const one = solvedGrid(rng);
  one[4][4] = '.';
  cases.push([one]);
  const rowBlank = solvedGrid(rng);
  rowBlank[0] = rowBlank[0].map(() => '.');
  cases.push([rowBlank]);
  const boxBlank = solvedGrid(rng);
  for (let r = 6; r < 9; r++) for (let c = 6; c < 9; c++) boxBlank[r][c] = '.';
  cases.push([boxBlank]);
  for (const s of HARD) cases.push([parse(s)]);
  while (cases.length < 24) cases.push([carve(rng, rng.pick([20, 25, 30, 40, 55]))]);
  return cases;
}

// Puzzles with as few clues as the carving reaches, where reading-order search branches the most.
export function large(rng) {
  return [[carve(rng, 17)], [carve(rng, 17)], [parse(HARD[0])], [parse(HARD[2])]];
}
