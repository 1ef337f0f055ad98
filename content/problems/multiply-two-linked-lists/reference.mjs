const M = 1000000007n;
const residue = (list) => list.reduce((acc, d) => (acc * 10n + BigInt(d)) % M, 0n);

export default function multiplyTwoLists(first, second) {
  return Number((residue(first) * residue(second)) % M);
}
