export default function solve(dividend, divisor) {
  const q = Math.trunc(dividend / divisor);
  return Math.max(-2147483648, Math.min(2147483647, q));
}
