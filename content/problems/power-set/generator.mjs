export default function generate(rng) {
  const cases = ['a', 'z', 'ab', 'ba', 'aaa', 'abcd', 'dcba', 'zzzy', 'aabb', 'abcdefghij', 'jihgfedcba', 'aaaaaaaaaa'];
  while (cases.length < 30) {
    const n = rng.int(1, 10);
    cases.push(rng.string(n, rng.pick(['ab', 'abc', 'abcdefghijklmnopqrstuvwxyz'])));
  }
  return cases.map((s) => [s]);
}

/** The longest strings: 2^16 - 1 subsequences each. */
export function large(rng) {
  return [['abcdefghijklmnop'], [rng.string(16)]];
}
