export default function solve(head, k) {
  const n = head.length;
  if (n === 0) return [];
  const r = k % n;
  return [...head.slice(n - r), ...head.slice(0, n - r)];
}
