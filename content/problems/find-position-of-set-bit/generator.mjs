export default function generate(rng) {
  const cases = [0, 1, 2, 3, 4, 6, 7, 8, 1024, 1023, 1025, 67108864, 67108863, 100000000, 99999999];
  while (cases.length < 35) cases.push(rng.bool() ? 2 ** rng.int(0, 26) : rng.int(0, 100000000));
  return cases.map((n) => [n]);
}

export function large() {
  return [[67108864], [100000000]];
}
