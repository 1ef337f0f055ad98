// Greedy: air, then water when survivable, else fire when survivable, else stop.
function moves(H, A) {
  let t = 0;
  for (;;) {
    H += 3;
    A += 2;
    t++;
    if (H > 5 && A > 10) {
      H -= 5;
      A -= 10;
      t++;
    } else if (H > 20) {
      H -= 20;
      A += 5;
      t++;
    } else return t;
  }
}

export default function solve(input) {
  const v = input.split(/\s+/).filter(Boolean).map(Number);
  const out = [];
  for (let k = 0; k < v[0]; k++) out.push(moves(v[1 + 2 * k], v[2 + 2 * k]));
  return `${out.join('\n')}\n`;
}
