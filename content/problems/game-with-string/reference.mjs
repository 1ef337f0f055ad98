export default function solve(s, k) {
  const count = new Array(26).fill(0);
  for (let i = 0; i < s.length; i++) count[s.charCodeAt(i) - 97]++;
  count.sort((a, b) => b - a);
  // Level the largest counts down together until k deletions are used.
  let left = k;
  while (left > 0 && count[0] > 0) {
    let m = 1;
    while (m < 26 && count[m] === count[0]) m++;
    const next = m < 26 ? count[m] : 0;
    const room = (count[0] - next) * m;
    if (room <= left) {
      for (let i = 0; i < m; i++) count[i] = next;
      left -= room;
    } else {
      const drop = Math.floor(left / m);
      const extra = left % m;
      for (let i = 0; i < m; i++) count[i] -= drop + (i < extra ? 1 : 0);
      left = 0;
    }
  }
  return count.reduce((sum, c) => sum + c * c, 0);
}
