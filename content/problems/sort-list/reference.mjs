export default function solve(head) {
  return [...head].sort((a, b) => a - b);
}
