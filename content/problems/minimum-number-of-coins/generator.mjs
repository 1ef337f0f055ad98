export default function generate(rng) {
  const cases = [1, 2, 3, 4, 6, 8, 9, 13, 99, 1999, 2000, 3999, 1000000, 999999, 1888];
  while (cases.length < 30) cases.push(rng.int(1, rng.pick([100, 10000, 1000000])));
  return cases.map((n) => [n]);
}

// The largest amounts: 500 pieces of 2000 plus the change.
export function large(rng) {
  return [[1000000], [999999], [rng.int(990000, 1000000)]];
}
