export default function generate(rng) {
  const cases = [
    [['']], [['a']], [['', 'abc']], [['abc', '']], [['abc', 'abc', 'abc']], [['ab', 'a']], [['a', 'ab', 'abc']],
    [['prefix', 'prefixes', 'pre']], [['x', 'y']], [['aaa', 'aa', 'aaaa']],
  ];
  for (let k = 0; k < 12; k++) {
    const n = rng.int(1, 40);
    const base = rng.string(rng.int(0, 30), 'abc');
    const words = [];
    for (let i = 0; i < n; i++) {
      const keep = rng.int(Math.max(0, base.length - 5), base.length);
      words.push(base.slice(0, keep) + rng.string(rng.int(0, 10), 'abc'));
    }
    cases.push([words]);
  }
  for (let k = 0; k < 3; k++) cases.push([Array.from({ length: rng.int(2, 10) }, () => rng.string(rng.int(0, 5)))]);
  const long = rng.string(200, 'z');
  cases.push([Array.from({ length: 200 }, () => long)]);
  cases.push([Array.from({ length: 200 }, (_, i) => (i === 199 ? long.slice(0, 150) + 'a' : long))]);
  return cases;
}
