function randomGrid(rng, R, C, alpha) {
  return Array.from({ length: R }, () => rng.string(C, alpha).split(''));
}

export default function generate(rng) {
  const cases = [
    [[['a']], 'a'],
    [[['a']], 'b'],
    [[['a', 'a']], 'aa'],
    [[['a', 'a']], 'aaa'],
    [[['a', 'a'], ['a', 'a']], 'aaaa'],
    [[['a', 'b', 'c']], 'cba'],
    [[['a'], ['b'], ['a']], 'aba'],
    [[['z', 'z', 'z'], ['z', 'z', 'z'], ['z', 'z', 'z']], 'zzzzzzz'],
  ];
  for (let k = 0; k < 12; k++) {
    const alpha = rng.pick(['ab', 'abc']);
    cases.push([randomGrid(rng, rng.int(1, 6), rng.int(1, 6), alpha), rng.string(rng.int(1, 5), alpha)]);
  }
  for (let k = 0; k < 3; k++) cases.push([randomGrid(rng, rng.int(10, 20), rng.int(10, 20), 'ab'), rng.string(rng.int(4, 7), 'ab')]);
  cases.push([randomGrid(rng, 20, 20, 'a'), 'aaaaaaa']);
  cases.push([randomGrid(rng, 20, 20, 'abcdefghijklmnopqrstuvwxyz'), 'abcdefg']);
  return cases;
}
