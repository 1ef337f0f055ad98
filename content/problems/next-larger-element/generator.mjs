export default function generate(rng) {
  const cases = [
    [[7]],
    [[0]],
    [[1000000000]],
    [[0, 1000000000]],
    [[1000000000, 0]],
    [[4, 4, 4, 4]],
    [[1, 2, 3, 4, 5]],
    [[5, 4, 3, 2, 1]],
    [[2, 1, 2, 1, 2]],
    [[3, 1, 1, 1, 4]],
  ];
  for (let i = 0; i < 10; i++) cases.push([rng.intArray(rng.int(1, 12), 0, 9)]);
  for (let i = 0; i < 5; i++) cases.push([rng.intArray(rng.int(100, 2000), 0, rng.pick([10, 1000000000]))]);
  return cases;
}

export function large(rng) {
  const n = 100000;
  const decreasing = Array.from({ length: n }, (_, i) => 1000000000 - i);
  const equal = new Array(n).fill(rng.int(0, 1000000000));
  const mostlyDown = decreasing.map((v) => v - rng.int(0, 3));
  mostlyDown[n - 1] = 0;
  const equal2 = new Array(n).fill(rng.int(0, 1000000000));
  return [[decreasing], [equal], [mostlyDown], [equal2], [decreasing.map((v) => v - 7)]];
}
