export default function generate(rng) {
  const cases = [[[1], 1], [[100000], 1], [[1], 100000], [[7, 7, 7], 7], [[1, 2, 3, 4, 5], 6], [[5, 4, 3, 2, 1], 3]];
  for (let k = 0; k < 12; k++) cases.push([rng.intArray(rng.int(1, 12), 1, 20), rng.int(1, 20)]);
  for (let k = 0; k < 3; k++) cases.push([rng.intArray(rng.int(500, 3000), 1, 100000), rng.int(1, 100000)]);
  return cases;
}

export function large(rng) {
  return [[rng.intArray(100000, 1, 99999), 100000], [new Array(100000).fill(1), 2]];
}
