export default function generate(rng) {
  const cases = [[4], [5], [6], [10], [12], [13], [20], [100], [1000], [99999], [100000]];
  while (cases.length < 24) cases.push([rng.int(7, 100000)]);
  return cases;
}

export function large() {
  return [[100000], [99999], [95000]];
}
