export default function solve(arr) {
  const a = Int32Array.from(arr).sort();
  let sum = 0n;
  for (let i = 0; i < a.length; i++) sum += BigInt(a[i]) * BigInt(i);
  return Number(sum % 1000000007n);
}
