export default function generate(rng) {
  const cases = [[4], [5], [6], [10], [12], [13], [20], [25], [26], [27], [28]];
  while (cases.length < 24) cases.push([rng.int(7, 28)]);
  return cases;
}

export function large() {
  return [[100000], [99999], [95000], [100], [1000]];
}
