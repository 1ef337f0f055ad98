export default function generate(rng) {
  const cases = [[1], [3], [9], [1162261467], [1162261466], [-2147483648], [2147483647], [-1], [-27], [2], [45], [243], [81 * 2], [129140163], [387420489 + 3]];
  while (cases.length < 30) {
    const r = rng.int(0, 3);
    if (r === 0) cases.push([3 ** rng.int(0, 19)]);
    else if (r === 1) cases.push([3 ** rng.int(1, 19) + rng.pick([-1, 1, 3, -3])]);
    else if (r === 2) cases.push([rng.int(-2147483648, 2147483647)]);
    else cases.push([rng.int(-100, 100)]);
  }
  return cases;
}
