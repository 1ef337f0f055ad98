export default function generate(rng) {
  const cases = [[1], [2], [3], [4], [8], [9], [15], [99], [100], [2147483647], [2147395600], [2147395599], [2147483646], [46340 * 46340 + 1], [1 << 30]];
  for (let k = 0; k < 10; k++) cases.push([rng.int(0, 2147483647)]);
  for (let k = 0; k < 5; k++) cases.push([rng.int(0, 10000)]);
  for (let k = 0; k < 3; k++) { const r = rng.int(1, 46340); cases.push([r * r - 1]); }
  return cases;
}
