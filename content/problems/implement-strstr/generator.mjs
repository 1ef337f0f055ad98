// LeetCode 28: 1 <= lengths <= 10^4, lowercase letters.
export default function generate(rng) {
  const cases = [
    ['a', 'a'],
    ['a', 'b'],
    ['a', 'aa'],
    ['ab', 'b'],
    ['mississippi', 'issip'],
    ['aaaaab', 'aab'],
    ['abababc', 'ababc'],
    ['abc', 'abcd'],
    ['z'.repeat(10000), 'z'.repeat(10000)],
    ['a'.repeat(9999) + 'b', `${'a'.repeat(4999)}b`],
    ['a'.repeat(10000), `${'a'.repeat(99)}b`],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 20 : 10000);
    const alpha = rng.pick(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz']);
    const hay = rng.string(n, alpha);
    let needle;
    if (rng.bool()) {
      const i = rng.int(0, n - 1);
      needle = hay.slice(i, i + rng.int(1, Math.min(n - i, 50)));
    } else needle = rng.string(rng.int(1, 12), alpha);
    cases.push([hay, needle]);
  }
  return cases;
}

export function large() {
  return [
    [`${'a'.repeat(9999)}b`, `${'a'.repeat(5000)}b`],
    ['a'.repeat(10000), `${'a'.repeat(4999)}b`],
    ['ab'.repeat(5000), `${'ab'.repeat(2500)}b`],
  ];
}
