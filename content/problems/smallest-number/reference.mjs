export default function solve(S, D) {
  if (S > 9 * D) return '-1';
  const digits = new Array(D).fill(0);
  let left = S - 1;
  for (let i = D - 1; i > 0; i--) { digits[i] = Math.min(9, left); left -= digits[i]; }
  digits[0] = left + 1;
  return digits.join('');
}
