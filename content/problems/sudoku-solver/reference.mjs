// Bitmask backtracking choosing the blank with the fewest candidates; fills the board in place.
export default function solve(board) {
  const b = board;
  const row = new Array(9).fill(0);
  const col = new Array(9).fill(0);
  const box = new Array(9).fill(0);
  const blanks = [];
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (b[r][c] === '.') blanks.push([r, c]);
      else {
        const bit = 1 << (b[r][c].charCodeAt(0) - 49);
        row[r] |= bit;
        col[c] |= bit;
        box[((r / 3) | 0) * 3 + ((c / 3) | 0)] |= bit;
      }
    }
  }
  const pop = (x) => {
    let n = 0;
    while (x) {
      x &= x - 1;
      n++;
    }
    return n;
  };
  const go = (left) => {
    if (left === 0) return true;
    let best = -1;
    let bestCount = 10;
    let bestFree = 0;
    for (let i = 0; i < left; i++) {
      const [r, c] = blanks[i];
      const free = ~(row[r] | col[c] | box[((r / 3) | 0) * 3 + ((c / 3) | 0)]) & 0x1ff;
      const n = pop(free);
      if (n < bestCount) {
        best = i;
        bestCount = n;
        bestFree = free;
        if (n <= 1) break;
      }
    }
    if (bestCount === 0) return false;
    [blanks[best], blanks[left - 1]] = [blanks[left - 1], blanks[best]];
    const [r, c] = blanks[left - 1];
    const k = ((r / 3) | 0) * 3 + ((c / 3) | 0);
    for (let f = bestFree; f; f &= f - 1) {
      const bit = f & -f;
      row[r] |= bit;
      col[c] |= bit;
      box[k] |= bit;
      b[r][c] = String.fromCharCode(49 + Math.log2(bit));
      if (go(left - 1)) return true;
      row[r] ^= bit;
      col[c] ^= bit;
      box[k] ^= bit;
    }
    b[r][c] = '.';
    [blanks[best], blanks[left - 1]] = [blanks[left - 1], blanks[best]];
    return false;
  };
  go(blanks.length);
}
