export default function solve(n) {
  return Array.from({ length: n + 1 }, (_, i) => i.toString(2).split('').filter((b) => b === '1').length);
}
