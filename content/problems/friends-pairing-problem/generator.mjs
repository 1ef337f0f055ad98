export default function generate(rng) {
  const cases = [[1], [4], [5], [10], [20], [25], [26], [27], [28]];
  while (cases.length < 24) cases.push([rng.int(2, 28)]);
  return cases;
}

export function large() {
  return [[10000], [9999], [9000], [100], [1000]];
}
