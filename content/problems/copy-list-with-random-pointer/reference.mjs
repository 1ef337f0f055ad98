// A correct deep copy reads exactly like the input.
export default function solve(head) {
  return head.map(([val, random]) => [val, random]);
}
