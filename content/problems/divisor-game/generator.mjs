export default function generate(rng) {
  const cases = [[1], [4], [5], [6], [999], [1000], [997], [64]];
  while (cases.length < 24) cases.push([rng.int(1, 1000)]);
  return cases;
}
