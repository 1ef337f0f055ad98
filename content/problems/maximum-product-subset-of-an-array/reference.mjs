const MOD = 1000000007n;

export default function solve(arr) {
  if (arr.length === 1) return arr[0];
  const negs = arr.filter((x) => x < 0);
  const nonZero = arr.filter((x) => x !== 0);
  let drop = null;
  if (negs.length % 2 === 1) drop = Math.max(...negs);
  const kept = [...nonZero];
  if (drop !== null) kept.splice(kept.indexOf(drop), 1);
  if (kept.length === 0) return 0;
  let p = 1n;
  for (const x of kept) p = (p * BigInt(Math.abs(x))) % MOD;
  return Number(p);
}
