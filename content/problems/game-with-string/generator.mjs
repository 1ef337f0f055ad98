export default function generate(rng) {
  const cases = [['a', 0], ['a', 1], ['aaaa', 0], ['aaaa', 2], ['abcd', 1], ['abcd', 4], ['aabbcc', 3], ['zzzzzy', 4], ['abcdefghijklmnopqrstuvwxyz', 0], ['aaabbbccc', 8]];
  for (let i = 0; i < 10; i++) {
    const s = rng.string(rng.int(1, 15), 'abc');
    cases.push([s, rng.int(0, s.length)]);
  }
  for (let i = 0; i < 5; i++) {
    const s = rng.string(rng.int(100, 5000), rng.pick(['ab', 'abcdefghijklmnopqrstuvwxyz', 'aaaaaaaaab']));
    cases.push([s, rng.int(0, s.length)]);
  }
  return cases;
}

export function large(rng) {
  const n = 100000;
  const one = 'a'.repeat(n);
  const mixed = rng.string(n, 'abcdefghijklmnopqrstuvwxyz');
  const skewed = rng.string(n, 'aaaaaaaaaaaaaaaaaaaabcdefghijklmnopqrstuvwxyz');
  return [[one, 0], [one, 100000], [mixed, 50000], [skewed, 90000]];
}
