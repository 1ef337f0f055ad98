export default function generate(rng) {
  const cases = [
    ['a', 'a'],
    ['a', 'b'],
    ['z', 'zzzz'],
    ['abcba', 'abcbcba'],
    ['bsbininm', 'jmjkbkjkv'],
    ['a'.repeat(1000), 'a'.repeat(1000)],
    ['ab'.repeat(500), 'ba'.repeat(500)],
    ['a'.repeat(1000), 'b'.repeat(1000)],
  ];
  while (cases.length < 26) {
    const alpha = rng.pick(['ab', 'abc', 'abcdefghij', 'abcdefghijklmnopqrstuvwxyz']);
    const big = rng.float() < 0.25;
    cases.push([rng.string(rng.int(1, big ? 1000 : 60), alpha), rng.string(rng.int(1, big ? 1000 : 60), alpha)]);
  }
  return cases;
}
