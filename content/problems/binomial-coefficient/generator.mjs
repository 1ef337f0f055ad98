export default function generate(rng) {
  const cases = [[1, 1], [1, 800], [5, 5], [5, 1], [10, 5], [30, 15], [34, 17], [1000, 800], [1000, 500], [1000, 1], [800, 800], [799, 800], [67, 33]];
  while (cases.length < 26) cases.push([rng.int(1, 1000), rng.int(1, 800)]);
  return cases;
}

export function large() {
  return [[1000, 500], [1000, 800], [999, 499]];
}
