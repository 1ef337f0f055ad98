// Brute force: the fewest shop days d such that buying N per day on the first d open days keeps food >= eaten every day.
export default function solve(S, N, M) {
  for (let d = 1; d <= S; d++) {
    let food = 0;
    let bought = 0;
    let ok = true;
    for (let day = 1; day <= S && ok; day++) {
      if (day % 7 !== 0 && bought < d) {
        food += N;
        bought++;
      }
      food -= M;
      if (food < 0) ok = false;
    }
    if (ok) return d;
  }
  return -1;
}
