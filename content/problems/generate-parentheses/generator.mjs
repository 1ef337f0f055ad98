// Only n = 1..8 exist; each appears once, then smaller values are repeated so the suite has 20 cases.
export default function generate(rng) {
  const cases = [[1], [2], [3], [4], [5], [6], [7], [8]];
  while (cases.length < 20) cases.push([rng.int(1, 6)]);
  return cases;
}
