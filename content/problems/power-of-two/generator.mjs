export default function generate(rng) {
  const cases = [0, -1, -2, -16, -2147483648, 2, 4, 5, 6, 1024, 1023, 1025, 1073741824, 1073741823, 2147483647, 536870912, 536870913, 218, 64, 3 * 2 ** 20];
  for (let k = 0; k < 6; k++) cases.push(2 ** rng.int(0, 30));
  for (let k = 0; k < 6; k++) cases.push(rng.int(-2147483648, 2147483647));
  return cases.map((n) => [n]);
}
