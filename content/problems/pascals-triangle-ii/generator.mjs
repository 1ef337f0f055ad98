export default function generate(rng) {
  const cases = [[0], [1], [2], [33], [32], [4], [5], [10]];
  while (cases.length < 22) cases.push([rng.int(0, 33)]);
  return cases;
}
