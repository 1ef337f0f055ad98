const gap = (coords, size) => {
  const s = [0, ...coords, size + 1].sort((a, b) => a - b);
  let best = 0;
  for (let i = 1; i < s.length; i++) best = Math.max(best, s[i] - s[i - 1] - 1);
  return best;
};

export default function solve(input) {
  const v = input.split(/\s+/).filter(Boolean).map(Number);
  let at = 0;
  const t = v[at++];
  const out = [];
  for (let k = 0; k < t; k++) {
    const w = v[at++];
    const h = v[at++];
    const n = v[at++];
    const xs = [];
    const ys = [];
    for (let i = 0; i < n; i++) {
      xs.push(v[at++]);
      ys.push(v[at++]);
    }
    out.push(gap(xs, w) * gap(ys, h));
  }
  return `${out.join('\n')}\n`;
}
