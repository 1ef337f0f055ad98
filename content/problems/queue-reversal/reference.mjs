export default function solve(q) {
  return [...q].reverse();
}
