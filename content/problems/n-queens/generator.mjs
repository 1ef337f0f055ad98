// Only n = 1..9 exist; each appears once, then the small boards are repeated so the suite has 20 cases.
export default function generate(rng) {
  const cases = [[1], [2], [3], [4], [5], [6], [7], [8], [9]];
  while (cases.length < 20) cases.push([rng.int(1, 6)]);
  return cases;
}
