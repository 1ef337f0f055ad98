export default function copySetBits(x, y, l, r) {
  const width = BigInt(r - l + 1);
  const mask = ((1n << width) - 1n) << BigInt(l - 1);
  return Number(BigInt(x) | (BigInt(y) & mask));
}
