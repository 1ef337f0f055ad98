export default function generate(rng) {
  const cases = [0, 1, 3, 4, 7, 8, 15, 16, 31, 32, 63, 64, 100, 127, 128, 255, 256, 1023, 1024, 4095];
  for (let k = 0; k < 5; k++) cases.push(rng.int(2, 2000));
  cases.push(rng.int(5000, 15000));
  return cases.map((n) => [n]);
}

/** n at and near the stated maximum of 10^5. */
export function large(rng) {
  return [[100000], [65536], [rng.int(90000, 99999)]];
}
