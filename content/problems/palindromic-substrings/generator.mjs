export default function generate(rng) {
  const cases = [
    ['a'],
    ['ab'],
    ['aa'],
    ['aba'],
    ['abba'],
    ['a'.repeat(1000)],
    ['ab'.repeat(500)],
    ['abcdefghijklmnopqrstuvwxyz'],
    ['racecar'],
  ];
  while (cases.length < 28) {
    const alpha = rng.pick(['a', 'ab', 'abc', 'abcdefghijklmnopqrstuvwxyz']);
    let s = rng.string(rng.int(1, rng.bool() ? 20 : 1000), alpha);
    if (rng.float() < 0.3) s = (s + [...s].reverse().join('')).slice(0, 1000);
    cases.push([s]);
  }
  return cases;
}
