export default function generate(rng) {
  const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const cases = [['a', 'a'], ['a', 'A'], ['a', 'b'], ['abc', 'abc'], ['aaaa', 'aa'], ['abcde', 'cdeab'], ['zzzz', 'z'], ['Ab', 'aB'], ['a'.repeat(1000), 'a'.repeat(1000)]];
  for (let i = 0; i < 8; i++) cases.push([rng.string(rng.int(1, 12), 'ab'), rng.string(rng.int(1, 12), 'ab')]);
  for (let i = 0; i < 5; i++) {
    const common = rng.string(rng.int(5, 60), A);
    cases.push([rng.string(rng.int(0, 200), A) + common + rng.string(rng.int(0, 200), A), rng.string(rng.int(0, 300), A) + common + rng.string(rng.int(0, 100), A)]);
  }
  cases.push([rng.string(1000, 'ab'), rng.string(950, 'ab')]);
  return cases;
}

export function large(rng) {
  return [['a'.repeat(1000), 'a'.repeat(1000)], ['a'.repeat(999) + 'b', 'a'.repeat(999) + 'c'], [rng.string(1000, 'ab'), rng.string(1000, 'ab')]];
}
