export default function solve(n) {
  const out = [];
  for (let i = 1; i <= n; i++) {
    let w = '';
    if (i % 3 === 0) w += 'Fizz';
    if (i % 5 === 0) w += 'Buzz';
    out.push(w || String(i));
  }
  return out;
}
