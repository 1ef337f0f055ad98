export default function solve(n, k) {
  const M = 1000000007n, K = BigInt(k);
  let diff = K % M, same = 0n;
  for (let i = 2; i <= n; i++) [same, diff] = [diff, ((same + diff) * (K - 1n)) % M];
  return Number((same + diff) % M);
}
