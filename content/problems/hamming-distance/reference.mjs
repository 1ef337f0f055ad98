export default function solve(x, y) {
  let v = (x ^ y) >>> 0, c = 0;
  while (v) { v &= v - 1; c++; }
  return c;
}
