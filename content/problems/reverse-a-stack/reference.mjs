export default function solve(stack) {
  return [...stack].reverse();
}
