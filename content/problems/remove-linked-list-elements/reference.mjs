export default function solve(head, val) {
  return head.filter((x) => x !== val);
}
