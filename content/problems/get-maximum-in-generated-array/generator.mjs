export default function generate(rng) {
  const cases = [[0], [1], [2], [3], [100], [99], [4], [5]];
  while (cases.length < 24) cases.push([rng.int(0, 100)]);
  return cases;
}
