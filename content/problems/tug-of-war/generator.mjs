export default function generate(rng) {
  const cases = [[[10000]], [[-10000]], [[1, 1]], [[1, -1]], [[10000, -10000, 10000]], [[0, 0, 0, 0]], [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]], [new Array(20).fill(10000)], [new Array(19).fill(-10000)]];
  while (cases.length < 30) cases.push([rng.intArray(rng.int(1, 16), rng.pick([-10000, -10, 0]), rng.pick([10, 10000]))]);
  return cases;
}

export function large(rng) {
  return [[rng.intArray(20, -10000, 10000)], [rng.intArray(20, 1, 10000)], [rng.intArray(19, -10000, 10000)]];
}
