export default function solve(head) {
  return [...head].reverse();
}
