export default function generate(rng) {
  const cases = [['{'], ['}'], ['{}'], ['}{'], ['{{'], ['}}'], ['}}}{'], ['}}{{'], ['{{{{}}}}'], ['}{}{}{}{'], ['{{}']];
  while (cases.length < 30) cases.push([rng.string(rng.int(1, rng.bool() ? 12 : 3000), '{}')]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  return [
    [`${'{'.repeat(n / 2)}${'}'.repeat(n / 2)}`],
    [`${'{'.repeat(n / 2 - 1)}${'}'.repeat(n / 2 - 1)}}{`],
    ['{'.repeat(n)],
    [rng.string(n, '{}')],
  ];
}
