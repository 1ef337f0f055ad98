export default function generate(rng) {
  const cases = [[1], [2], [3], [4], [10], [44], [45], [30], [20]];
  while (cases.length < 22) cases.push([rng.int(1, 45)]);
  return cases;
}

/** n = 45, the stated maximum, where the recursion without memo makes the most calls. */
export function large() {
  return [[45], [45], [44], [45], [45], [45]];
}
