export default function solve(s) {
  const m = /^ *([+-]?)(\d*)/.exec(s);
  const digits = m[2];
  if (!digits) return 0;
  let v = BigInt(digits);
  if (m[1] === '-') v = -v;
  const MAX = 2n ** 31n - 1n, MIN = -(2n ** 31n);
  if (v > MAX) v = MAX;
  if (v < MIN) v = MIN;
  return Number(v);
}
