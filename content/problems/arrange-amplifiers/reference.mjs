// Ones first; then, unless the other numbers are exactly {2, 3} (where 2 3 is better), largest to smallest.
export default function solve(input) {
  const v = input.split(/\s+/).filter(Boolean).map(Number);
  let at = 0;
  const t = v[at++];
  const out = [];
  for (let k = 0; k < t; k++) {
    const n = v[at++];
    const a = v.slice(at, at + n);
    at += n;
    const ones = a.filter((x) => x === 1);
    const rest = a.filter((x) => x !== 1).sort((x, y) => y - x);
    if (rest.length === 2 && rest[0] === 3 && rest[1] === 2) rest.reverse();
    out.push([...ones, ...rest].join(' '));
  }
  return `${out.join('\n')}\n`;
}
