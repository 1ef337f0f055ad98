const sorted = (a) => a.sort((x, y) => x - y);

export default function generate(rng) {
  const cases = [[[]], [[-100]], [[100, 100]], [[-100, -100, 100, 100]], [[1, 2, 3]], [[7, 7, 7, 7, 7]], [[0, 0, 1]]];
  while (cases.length < 26) cases.push([sorted(rng.intArray(rng.int(0, rng.bool() ? 10 : 300), -rng.pick([3, 100]), rng.pick([3, 100])))]);
  return cases;
}

export function large(rng) {
  return [[sorted(rng.intArray(300, -100, 100))], [Array(300).fill(5)]];
}
