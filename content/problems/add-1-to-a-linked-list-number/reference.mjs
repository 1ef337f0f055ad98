export default function addOne(head) {
  return [...(BigInt(head.join('')) + 1n).toString()].map(Number);
}
