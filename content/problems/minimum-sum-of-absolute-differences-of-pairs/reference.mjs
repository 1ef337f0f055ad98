export default function solve(a, b) {
  const x = Float64Array.from(a).sort();
  const y = Float64Array.from(b).sort();
  let total = 0;
  for (let i = 0; i < x.length; i++) total += Math.abs(x[i] - y[i]);
  return total;
}
