export default function generate(rng) {
  const word = () => rng.string(rng.int(1, 6), 'abcdefghijklmnopqrstuvwxyz');
  const cases = [
    [[['a']]],
    [[['a', 'b', 'c', 'd', 'e']]],
    [[['x'], ['y'], ['z'], ['w'], ['v']]],
    [[['a', 'a'], ['b']]],
    [[['one', 'two'], ['three']]],
    [[['q'.repeat(10)], ['r'.repeat(10), 's']]],
  ];
  for (let k = 0; k < 12; k++) {
    const m = rng.int(1, 4);
    cases.push([Array.from({ length: m }, () => Array.from({ length: rng.int(1, 3) }, word))]);
  }
  cases.push([Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => rng.string(rng.int(1, 3), 'abc')))]);
  cases.push([Array.from({ length: 4 }, () => Array.from({ length: 5 }, word))]);
  return cases;
}
