export default function solve(s) {
  const n = s.length;
  const ways = Array(n + 1).fill(0);
  ways[0] = 1;
  for (let i = 1; i <= n; i++) {
    if (s[i - 1] !== '0') ways[i] += ways[i - 1];
    if (i >= 2 && (s[i - 2] === '1' || (s[i - 2] === '2' && s[i - 1] <= '6'))) ways[i] += ways[i - 2];
  }
  return ways[n];
}
