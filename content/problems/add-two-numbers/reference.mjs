export default function solve(l1, l2) {
  const a = BigInt([...l1].reverse().join(''));
  const b = BigInt([...l2].reverse().join(''));
  return String(a + b).split('').reverse().map(Number);
}
