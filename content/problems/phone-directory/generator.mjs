function randomContacts(rng, n, alpha, maxLen) {
  return Array.from({ length: n }, () => rng.string(rng.int(1, maxLen), alpha));
}

export default function generate(rng) {
  const cases = [
    [['a'], 'a'],
    [['a'], 'b'],
    [['ab'], 'abc'],
    [['abc', 'ab', 'a'], 'abc'],
    [['x', 'x', 'x'], 'x'],
    [['b', 'a', 'c'], 'd'],
    [['cat', 'car', 'cart', 'dog'], 'car'],
    [['z'.repeat(50)], 'z'.repeat(50)],
  ];
  for (let k = 0; k < 10; k++) {
    const cs = randomContacts(rng, rng.int(1, 8), 'ab', 5);
    const s = rng.bool() ? rng.pick(cs) + rng.string(rng.int(0, 2), 'ab') : rng.string(rng.int(1, 5), 'ab');
    cases.push([cs, s]);
  }
  for (let k = 0; k < 3; k++) {
    const cs = randomContacts(rng, rng.int(100, 300), 'abc', 12);
    cases.push([cs, rng.pick(cs)]);
  }
  const many = Array.from({ length: 1000 }, (_, i) => `q${rng.string(rng.int(3, 49), 'ab')}`);
  cases.push([many, 'qa'.padEnd(50, 'b')]);
  return cases;
}
