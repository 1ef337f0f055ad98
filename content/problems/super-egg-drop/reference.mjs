export default function solve(k, n) {
  const covered = new Array(k + 1).fill(0);
  let moves = 0;
  while (covered[k] < n) {
    moves++;
    for (let e = k; e >= 1; e--) covered[e] = covered[e] + covered[e - 1] + 1;
  }
  return moves;
}
