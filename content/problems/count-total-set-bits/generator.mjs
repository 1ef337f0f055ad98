export default function generate(rng) {
  // small and medium n here (the naive count must stay correct on them within the limit); the largest n come from large()
  const cases = [[1], [2], [3], [7], [8], [15], [16], [1000], [65535], [65536], [262143], [1000000]];
  while (cases.length < 26) cases.push([rng.int(1, 1000000)]);
  return cases;
}

export function large() {
  return [[100000000], [99999999], [98765432], [67108864], [67108863], [99999998], [99999997], [88888888]];
}
