export default function solve(n, x, y) {
  const win = new Uint8Array(n + 1);
  for (let m = 1; m <= n; m++) {
    win[m] = !win[m - 1] || (m >= x && !win[m - x]) || (m >= y && !win[m - y]) ? 1 : 0;
  }
  return win[n];
}
