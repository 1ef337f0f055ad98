export default function solve(input) {
  const tok = input.split(/\s+/).filter(Boolean);
  let at = 0;
  const t = Number(tok[at++]);
  const out = [];
  for (let c = 0; c < t; c++) {
    const n = Number(tok[at++]);
    const q = Number(tok[at++]);
    const ranges = [];
    for (let i = 0; i < n; i++) ranges.push([BigInt(tok[at++]), BigInt(tok[at++])]);
    ranges.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
    const merged = [];
    for (const [a, b] of ranges) {
      const last = merged[merged.length - 1];
      if (last && a <= last[1] + 1n) {
        if (b > last[1]) last[1] = b;
      } else merged.push([a, b]);
    }
    for (let i = 0; i < q; i++) {
      let k = BigInt(tok[at++]);
      let answer = -1n;
      for (const [a, b] of merged) {
        const len = b - a + 1n;
        if (k <= len) {
          answer = a + k - 1n;
          break;
        }
        k -= len;
      }
      out.push(answer.toString());
    }
  }
  return `${out.join('\n')}\n`;
}
