export default function generate(rng) {
  const cases = [[1], [2], [3], [12], [13], [20], [21], [25], [100], [1000]];
  while (cases.length < 24) cases.push([rng.int(0, rng.bool() ? 30 : 600)]);
  return cases;
}

export function large() {
  return [[1000], [998], [997]];
}
