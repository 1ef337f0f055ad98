export default function solve(p, q) {
  return JSON.stringify(p) === JSON.stringify(q);
}
