// Cut lines in non-increasing price order; a line costs its price times the pieces it runs through.
export default function solve(x, y) {
  const xs = [...x].sort((a, b) => b - a);
  const ys = [...y].sort((a, b) => b - a);
  let i = 0;
  let j = 0;
  let xPieces = 1;
  let yPieces = 1;
  let total = 0;
  while (i < xs.length || j < ys.length) {
    if (j === ys.length || (i < xs.length && xs[i] >= ys[j])) {
      total += xs[i++] * yPieces;
      xPieces++;
    } else {
      total += ys[j++] * xPieces;
      yPieces++;
    }
  }
  return total;
}
