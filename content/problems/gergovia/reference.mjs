export default function solve(input) {
  const v = input.split(/\s+/).filter(Boolean).map(Number);
  let at = 0;
  const out = [];
  for (;;) {
    const n = v[at++];
    if (!n) break;
    let bal = 0;
    let work = 0;
    for (let i = 0; i < n; i++) {
      bal += v[at++];
      work += Math.abs(bal);
    }
    out.push(work);
  }
  return `${out.join('\n')}\n`;
}
