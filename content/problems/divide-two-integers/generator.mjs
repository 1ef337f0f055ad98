const MIN = -2147483648, MAX = 2147483647;
export default function generate(rng) {
  const cases = [[MIN, 1], [MIN, -1], [MAX, 1], [MAX, -1], [MIN, MIN], [MAX, MAX], [MIN, MAX], [MAX, MIN], [0, 5], [0, MIN], [1, 2], [-1, 2], [1, 1], [5, -5], [MIN, 2], [MIN, 3], [MAX, 2], [-7, 3], [7, 3], [-7, -3]];
  for (let i = 0; i < 8; i++) cases.push([rng.int(MIN, MAX), rng.pick([-1, 1]) * rng.int(1, 100)]);
  for (let i = 0; i < 6; i++) cases.push([rng.int(MIN, MAX), rng.int(MIN, MAX) || 1]);
  return cases;
}

export function large() {
  return [[MAX, 1], [MIN, 1], [MIN, -2], [MAX, -1]];
}
