export default function generate(rng) {
  const cases = [['0'], ['00'], ['01'], ['11'], ['0101'], ['1010'], ['0000'], ['1111111'], ['0110']];
  while (cases.length < 28) cases.push([rng.string(rng.int(1, rng.bool() ? 12 : 3000), '01')]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [['0'.repeat(n)], [rng.string(n, '01')], ['01'.repeat(n / 2 - 1) + '11']];
}
