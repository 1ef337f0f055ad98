export default function generate(rng) {
  const cases = [1, 2, 3, 7, 8, 255, 256, 1023, 65535, 65536, 1073741824, 1073741823, 2147483647, 2147483646, 1431655765, 715827882, 305419896, 99999999, 1000000000, 6];
  for (let k = 0; k < 8; k++) cases.push(rng.int(1, 2147483647));
  for (let k = 0; k < 4; k++) cases.push(rng.int(1, 1000));
  return cases.map((n) => [n]);
}
