export default function reverseKGroup(head, k) {
  const out = [];
  for (let i = 0; i < head.length; i += k) out.push(...head.slice(i, i + k).reverse());
  return out;
}
