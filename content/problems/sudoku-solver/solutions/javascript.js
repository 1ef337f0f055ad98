/**
 * @param {character[][]} board
 * @return {void} Do not return anything, modify board in-place instead.
 */
var solveSudoku = function (board) {
  const row = new Array(9).fill(0);
  const col = new Array(9).fill(0);
  const box = new Array(9).fill(0);
  const blanks = [];
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (board[r][c] === '.') blanks.push([r, c]);
      else {
        const bit = 1 << (board[r][c].charCodeAt(0) - 49);
        row[r] |= bit;
        col[c] |= bit;
        box[Math.floor(r / 3) * 3 + Math.floor(c / 3)] |= bit;
      }
    }
  }
  const popcount = (x) => {
    let n = 0;
    for (; x; x &= x - 1) n++;
    return n;
  };
  const go = (left) => {
    if (left === 0) return true;
    let best = -1;
    let bestCount = 10;
    let bestFree = 0;
    for (let i = 0; i < left; i++) {
      const [r, c] = blanks[i];
      const free = ~(row[r] | col[c] | box[Math.floor(r / 3) * 3 + Math.floor(c / 3)]) & 0x1ff;
      const n = popcount(free);
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
    const k = Math.floor(r / 3) * 3 + Math.floor(c / 3);
    for (let f = bestFree; f; f &= f - 1) {
      const bit = f & -f;
      row[r] |= bit;
      col[c] |= bit;
      box[k] |= bit;
      board[r][c] = String(31 - Math.clz32(bit) + 1);
      if (go(left - 1)) return true;
      row[r] ^= bit;
      col[c] ^= bit;
      box[k] ^= bit;
    }
    board[r][c] = '.';
    [blanks[best], blanks[left - 1]] = [blanks[left - 1], blanks[best]];
    return false;
  };
  go(blanks.length);
};
