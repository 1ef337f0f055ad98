export default function solve(n) {
  return n.toString(2).split('').filter((b) => b === '1').length;
}
