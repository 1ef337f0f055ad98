export default function solve(q, k) {
  return [...q.slice(0, k).reverse(), ...q.slice(k)];
}
