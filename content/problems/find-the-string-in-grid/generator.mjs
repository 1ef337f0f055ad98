function randomGrid(rng, R, C, alpha) {
  return Array.from({ length: R }, () => rng.string(C, alpha).split(''));
}

export default function generate(rng) {
  const cases = [
    [[['a']], 'a'],
    [[['a']], 'b'],
    [[['a']], 'aa'],
    [[['a', 'b']], 'ba'],
    [[['a'], ['b']], 'ba'],
    [[['a', 'a'], ['a', 'a']], 'aa'],
    [[['a', 'b', 'c'], ['b', 'b', 'c'], ['c', 'c', 'c']], 'abc'],
    [[['x', 'y', 'z']], 'xyzx'],
  ];
  for (let k = 0; k < 12; k++) {
    const alpha = rng.pick(['ab', 'abc']);
    cases.push([randomGrid(rng, rng.int(1, 6), rng.int(1, 6), alpha), rng.string(rng.int(1, 4), alpha)]);
  }
  for (let k = 0; k < 3; k++) cases.push([randomGrid(rng, rng.int(20, 50), rng.int(20, 50), 'ab'), rng.string(rng.int(2, 8), 'ab')]);
  cases.push([randomGrid(rng, 100, 100, 'a'), 'a'.repeat(60)]);
  cases.push([randomGrid(rng, 100, 100, 'ab'), 'a'.repeat(100)]);
  return cases;
}
