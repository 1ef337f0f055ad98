export default function solve(stack) {
  return [...stack].sort((a, b) => a - b);
}
