export default function generate(rng) {
  const cases = [[1], [2], [3], [7], [8], [15], [16], [1000], [65535], [65536], [99999999], [100000000], [67108864], [67108863]];
  while (cases.length < 26) cases.push([rng.int(1, 100000000)]);
  return cases;
}

export function large() {
  return [[100000000], [99999999], [98765432]];
}
