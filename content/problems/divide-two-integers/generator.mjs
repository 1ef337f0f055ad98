const MIN = -2147483648, MAX = 2147483647;
// generate() keeps quotients small enough for the repeated-subtraction naive solution to finish; large() has the huge ones.
const small = ([a, b]) => Math.abs(a / b) <= 1000000;

export default function generate(rng) {
  const cases = [[MIN, MIN], [MAX, MAX], [MIN, MAX], [MAX, MIN], [0, 5], [0, MIN], [1, 2], [-1, 2], [1, 1], [5, -5], [-7, 3], [7, 3], [-7, -3], [MIN, -65536], [MAX, 4096], [MIN, 2048]];
  while (cases.length < 34) {
    const c = [rng.int(MIN, MAX), rng.pick([-1, 1]) * rng.int(1, 2147483647)];
    if (small(c)) cases.push(c);
    const d = [rng.int(-100000000, 100000000), rng.pick([-1, 1]) * rng.int(100, 1000)];
    if (small(d)) cases.push(d);
  }
  return cases;
}

export function large() {
  return [[MAX, 1], [MIN, 1], [MIN, -1], [MIN, -2], [MAX, -1], [MIN, 3]];
}
