export default function generate(rng) {
  const cases = [[1], [4], [5], [10], [20], [30], [45], [46], [100], [1000], [9999], [10000]];
  while (cases.length < 24) cases.push([rng.int(6, 10000)]);
  return cases;
}

export function large() {
  return [[10000], [9999], [9000]];
}
