// Break lines in non-increasing price order; a line costs its price times the pieces it crosses.
export function minCost(x, y) {
  const xs = [...x].sort((a, b) => b - a);
  const ys = [...y].sort((a, b) => b - a);
  let i = 0;
  let j = 0;
  let rows = 1;
  let cols = 1;
  let total = 0;
  while (i < xs.length || j < ys.length) {
    if (j === ys.length || (i < xs.length && xs[i] >= ys[j])) {
      total += xs[i++] * cols;
      rows++;
    } else {
      total += ys[j++] * rows;
      cols++;
    }
  }
  return total;
}

export default function solve(input) {
  const v = input.split(/\s+/).filter(Boolean).map(Number);
  let at = 0;
  const t = v[at++];
  const out = [];
  for (let k = 0; k < t; k++) {
    const m = v[at++];
    const n = v[at++];
    const x = v.slice(at, at + m - 1);
    at += m - 1;
    const y = v.slice(at, at + n - 1);
    at += n - 1;
    out.push(minCost(x, y));
  }
  return `${out.join('\n')}\n`;
}
