const pal = (half, mid) => half + mid + [...half].reverse().join('');

export default function generate(rng) {
  const cases = [['a'], ['aa'], ['ab'], ['aba'], ['abca'], ['zzzzzz'], ['zzzzzy'], ['abcdcba'], ['abcddcbz']];
  while (cases.length < 28) {
    const half = rng.string(rng.int(0, rng.bool() ? 8 : 2000), rng.pick(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz']));
    let s = pal(half, rng.bool() ? '' : rng.string(1));
    if (s.length === 0) s = 'q';
    if (rng.bool()) {
      const i = rng.int(0, s.length - 1);
      s = s.slice(0, i) + rng.string(1) + s.slice(i + 1);
    }
    cases.push([s]);
  }
  return cases;
}

export function large(rng) {
  const half = rng.string(50000, 'ab');
  const p = pal(half, '');
  return [[p], ['a'.repeat(100000)], [`${'a'.repeat(50000)}b${'a'.repeat(49999)}`]];
}
