export default function addTwoNumbers(l1, l2) {
  return [...(BigInt(l1.join('')) + BigInt(l2.join(''))).toString()].map(Number);
}
