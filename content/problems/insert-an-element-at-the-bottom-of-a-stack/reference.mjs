export default function solve(stack, x) {
  return [x, ...stack];
}
