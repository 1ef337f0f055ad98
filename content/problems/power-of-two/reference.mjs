export default function solve(n) {
  for (let p = 1; p <= 2 ** 31; p *= 2) if (p === n) return true;
  return false;
}
