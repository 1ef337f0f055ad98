export default function solve(head, k) {
  const out = [];
  let i = 0;
  for (; i + k <= head.length; i += k) out.push(...head.slice(i, i + k).reverse());
  out.push(...head.slice(i));
  return out;
}
