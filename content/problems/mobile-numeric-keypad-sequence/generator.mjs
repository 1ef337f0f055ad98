const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export default function generate(rng) {
  const cases = [['A'], ['Z'], [' '], ['   '], [UP], ['S Z'], ['PQRS WXYZ'], ['HELLO WORLD'], ['AAAA'], [' A ']];
  for (let k = 0; k < 10; k++) cases.push([rng.string(rng.int(1, 20), `${UP}  `)]);
  for (let k = 0; k < 3; k++) cases.push([rng.string(rng.int(500, 3000), `${UP} `)]);
  return cases;
}

export function large(rng) {
  return [['Z'.repeat(100000)], [rng.string(100000, `${UP} `)]];
}
