export default function solve(s) {
  s.reverse();
}
