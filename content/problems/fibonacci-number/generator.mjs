export default function generate(rng) {
  const cases = [[0], [1], [2], [3], [30], [29], [10], [15]];
  while (cases.length < 22) cases.push([rng.int(0, 30)]);
  return cases;
}
