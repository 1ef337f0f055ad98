export default function generate(rng) {
  const cases = [['0'], ['1'], ['01'], ['10'], ['00'], ['0011'], ['0101'], ['0110'], ['011'], ['1100110'], ['111000'], ['1010101010']];
  const balanced = (len) => rng.shuffle([...'0'.repeat(len), ...'1'.repeat(len)]).join('');
  for (let k = 0; k < 10; k++) cases.push([rng.bool() ? balanced(rng.int(1, 8)) : rng.string(rng.int(1, 16), '01')]);
  for (let k = 0; k < 3; k++) cases.push([balanced(rng.int(200, 2000))]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    ['01'.repeat(n / 2)],
    ['0'.repeat(n / 2) + '1'.repeat(n / 2)],
    [rng.shuffle([...'0'.repeat(n / 2), ...'1'.repeat(n / 2)]).join('')],
    [rng.string(n, '01')],
  ];
}
