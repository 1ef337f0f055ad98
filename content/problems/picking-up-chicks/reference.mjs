export default function solve(input) {
  const v = input.split(/\s+/).filter(Boolean).map(Number);
  let at = 0;
  const c = v[at++];
  const out = [];
  for (let tc = 1; tc <= c; tc++) {
    const [n, k, b, t] = v.slice(at, at + 4);
    at += 4;
    const x = v.slice(at, at + n);
    at += n;
    const s = v.slice(at, at + n);
    at += n;
    let able = 0;
    let slow = 0;
    let lifts = 0;
    for (let i = n - 1; i >= 0 && able < k; i--) {
      if (x[i] + s[i] * t >= b) {
        able++;
        lifts += slow;
      } else slow++;
    }
    out.push(`Case #${tc}: ${able < k ? 'IMPOSSIBLE' : lifts}`);
  }
  return `${out.join('\n')}\n`;
}
