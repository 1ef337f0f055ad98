export default function solve(n) {
  let a = 1;
  let b = 1;
  for (let i = 1; i < n; i++) [a, b] = [b, a + b];
  return b;
}
