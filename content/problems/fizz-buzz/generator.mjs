export default function generate(rng) {
  const cases = [[1], [2], [4], [6], [10], [14], [16], [30], [31], [45], [100], [10000], [3000]];
  for (let k = 0; k < 10; k++) cases.push([rng.int(1, 2000)]);
  return cases;
}
