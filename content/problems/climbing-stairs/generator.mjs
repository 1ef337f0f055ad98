export default function generate(rng) {
  const cases = [[1], [2], [3], [4], [10], [44], [45], [30], [20]];
  while (cases.length < 22) cases.push([rng.int(1, 45)]);
  return cases;
}
