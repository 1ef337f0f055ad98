export default function generate(rng) {
  const cases = [1, 2, 4, 5, 6, 7, 24, 25, 30, 31, 100, 1000, 2499, 2500, 9999, 10000];
  while (cases.length < 30) cases.push(rng.int(1, 10000));
  return cases.map((n) => [n]);
}

export function large() {
  return [[10000], [9997]];
}
