// LeetCode 165: lengths 1..500, parts fit in 32-bit signed integers.
function part(rng) {
  const v = rng.pick([0, 0, 1, 2, rng.int(0, 99), rng.int(0, 2147483647)]);
  return '0'.repeat(rng.pick([0, 0, 0, 1, 3])) + String(v);
}
function version(rng, parts) {
  return Array.from({ length: parts }, () => part(rng)).join('.');
}
function tweak(rng, v) {
  const ps = v.split('.');
  const r = rng.int(0, 3);
  if (r === 0) ps.push('0'.repeat(rng.int(1, 3)));
  else if (r === 1) ps[rng.int(0, ps.length - 1)] = String(rng.int(0, 5));
  else if (r === 2) ps[0] = `0${ps[0]}`;
  return ps.join('.');
}
export default function generate(rng) {
  const cases = [
    ['1', '1'],
    ['0', '0.0.0'],
    ['1', '0'],
    ['0', '1'],
    ['1.0.1', '1'],
    ['7.5.2.4', '7.5.3'],
    ['10', '2'],
    ['2147483647', '2147483646.9'],
    ['00000000001', '1.0'],
    ['1.2', '1.10'],
    [Array(250).fill('0').join('.').slice(0, 500), '0'],
    [`${Array(249).fill('0').join('.')}.1`, '0'],
  ];
  while (cases.length < 30) {
    const v1 = version(rng, rng.int(1, rng.bool() ? 4 : 60));
    const v2 = rng.bool() ? tweak(rng, v1) : version(rng, rng.int(1, 6));
    if (v1.length <= 500 && v2.length <= 500) cases.push([v1, v2]);
  }
  return cases;
}

export function large() {
  const zeros = Array(250).fill('0').join('.');
  return [[zeros.slice(0, 499), `${zeros.slice(0, 497)}.1`], ['1'.repeat(1) + '.0'.repeat(249), `1${'.00'.repeat(166)}`]];
}
