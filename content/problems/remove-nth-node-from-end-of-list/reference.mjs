export default function solve(head, n) {
  const out = [...head];
  out.splice(head.length - n, 1);
  return out;
}
