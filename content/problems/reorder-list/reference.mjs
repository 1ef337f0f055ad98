// JSON-form oracle: rewrites the array in place (the judge reads the mutated head).
export default function solve(head) {
  const out = [];
  for (let i = 0, j = head.length - 1; i <= j; i++, j--) {
    out.push(head[i]);
    if (i !== j) out.push(head[j]);
  }
  head.splice(0, head.length, ...out);
}
