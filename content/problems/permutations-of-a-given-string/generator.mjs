export default function generate(rng) {
  const cases = ['A', 'Z', 'AA', 'AB', 'AAAAAAAA', 'AAAABBBB', 'ABCDEF', 'AAB', 'ZYX', 'ABAB', 'QQQQQQQR'];
  while (cases.length < 28) cases.push(rng.string(rng.int(1, 6), rng.pick(['AB', 'ABC', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'])));
  return cases.map((s) => [s]);
}

// Eight letters: 8! = 40320 strings when all differ.
export function large(rng) {
  return [['ABCDEFGH'], [rng.shuffle([...'QWERTYUI']).join('')], ['AABBCCDD']];
}
