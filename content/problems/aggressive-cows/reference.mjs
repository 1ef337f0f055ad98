// Binary search on the answer with a greedy check; input and output are the program's text.
function best(positions, cows) {
  const x = [...positions].sort((a, b) => a - b);
  const fits = (d) => {
    let placed = 1;
    let last = x[0];
    for (let i = 1; i < x.length && placed < cows; i++) {
      if (x[i] - last >= d) {
        placed++;
        last = x[i];
      }
    }
    return placed >= cows;
  };
  let lo = 1;
  let hi = x[x.length - 1] - x[0];
  while (lo < hi) {
    const mid = Math.floor((lo + hi + 1) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export default function solve(input) {
  const v = input.split(/\s+/).filter(Boolean).map(Number);
  let at = 0;
  const t = v[at++];
  const out = [];
  for (let k = 0; k < t; k++) {
    const n = v[at++];
    const c = v[at++];
    out.push(best(v.slice(at, at + n), c));
    at += n;
  }
  return `${out.join('\n')}\n`;
}
