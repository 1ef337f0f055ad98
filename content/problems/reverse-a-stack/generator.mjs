export default function generate(rng) {
  const cases = [[[0]], [[10000]], [[0, 10000]], [[5, 5, 5]], [[1, 2, 3, 4, 5]], [[1, 2, 1]]];
  for (let k = 0; k < 12; k++) cases.push([rng.intArray(rng.int(1, 12), 0, 20)]);
  for (let k = 0; k < 3; k++) cases.push([rng.intArray(rng.int(100, 900), 0, 10000)]);
  cases.push([rng.intArray(1000, 0, 10000)]);
  cases.push([Array.from({ length: 1000 }, (_, i) => i * 10)]);
  return cases;
}
