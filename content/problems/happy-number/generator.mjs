export default function generate(rng) {
  const cases = [1, 7, 10, 4, 100, 89, 145, 1111111, 2147483647, 2147483646, 1000000000, 999999999, 986543210, 3, 13, 23, 28, 44, 68, 97];
  for (let k = 0; k < 6; k++) cases.push(rng.int(1, 1000));
  for (let k = 0; k < 6; k++) cases.push(rng.int(1, 2147483647));
  return cases.map((n) => [n]);
}
