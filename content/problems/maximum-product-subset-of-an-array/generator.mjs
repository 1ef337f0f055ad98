export default function generate(rng) {
  const cases = [[[0]], [[10]], [[-10]], [[-1]], [[0, 0, 0]], [[-5, 0]], [[-5, -3]], [[-5, -3, -1]], [[1, 1, 1]], [[-1, 1]], [[2, -2, 0, -2]], [new Array(2000).fill(-10)], [new Array(2001).fill(10)]];
  while (cases.length < 32) cases.push([rng.intArray(rng.int(1, rng.pick([6, 2000])), rng.pick([-10, -2, 0]), rng.pick([0, 2, 10]))]);
  return cases;
}

export function large(rng) {
  return [[rng.intArray(20000, -10, 10)], [new Array(19999).fill(-10).concat([-1])], [rng.intArray(20000, -10, -1)]];
}
