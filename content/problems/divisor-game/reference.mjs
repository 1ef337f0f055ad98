export default function solve(n) {
  const win = Array(n + 1).fill(false);
  for (let k = 2; k <= n; k++) {
    for (let x = 1; x < k; x++) {
      if (k % x === 0 && !win[k - x]) {
        win[k] = true;
        break;
      }
    }
  }
  return win[n];
}
