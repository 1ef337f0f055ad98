export default function solve(head) {
  return head.slice(Math.floor(head.length / 2));
}
