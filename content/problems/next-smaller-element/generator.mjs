export default function generate(rng) {
  const cases = [
    [[7]],
    [[0]],
    [[1000000000]],
    [[0, 1000000000]],
    [[1000000000, 0]],
    [[6, 6, 6, 6]],
    [[1, 2, 3, 4, 5]],
    [[5, 4, 3, 2, 1]],
    [[2, 1, 2, 1, 2]],
    [[4, 9, 9, 9, 0]],
  ];
  for (let i = 0; i < 10; i++) cases.push([rng.intArray(rng.int(1, 12), 0, 9)]);
  for (let i = 0; i < 5; i++) cases.push([rng.intArray(rng.int(100, 2000), 0, rng.pick([10, 1000000000]))]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  const increasing = Array.from({ length: n }, (_, i) => i);
  increasing[n - 1] = 1000000000;
  const equal = new Array(n).fill(rng.int(0, 1000000000));
  const mostlyUp = increasing.map((v) => Math.min(v + rng.int(0, 3), 1000000000));
  const equal2 = new Array(n).fill(rng.int(0, 1000000000));
  return [[increasing], [equal], [mostlyUp], [equal2], [increasing.map((v) => Math.min(v + 7, 1000000000))]];
}
