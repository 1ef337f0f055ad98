export default function solve(str) {
  let bal = 0, cnt = 0;
  for (const c of str) {
    bal += c === '0' ? 1 : -1;
    if (bal === 0) cnt++;
  }
  return bal === 0 ? cnt : -1;
}
