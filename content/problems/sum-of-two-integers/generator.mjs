export default function generate(rng) {
  const cases = [
    [0, 0],
    [0, -1],
    [-1, 1],
    [1000, 1000],
    [-1000, -1000],
    [1000, -1000],
    [-1000, 999],
    [-1, -1],
    [511, 1],
    [-512, -512],
    [1, -2],
    [-8, 8],
  ];
  for (let k = 0; k < 16; k++) cases.push([rng.int(-1000, 1000), rng.int(-1000, 1000)]);
  return cases;
}
