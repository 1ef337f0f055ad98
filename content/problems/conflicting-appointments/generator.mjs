const MAXN = 100000;
const T = 1000000000;

function randomAppointments(rng, n, horizon, maxLen) {
  return Array.from({ length: n }, () => {
    const s = rng.int(0, horizon - 1);
    return [s, Math.min(horizon, s + rng.int(1, maxLen))];
  });
}

export default function generate(rng) {
  const cases = [
    [[[0, T]]],
    [[[0, 1], [1, 2]]],
    [[[0, T], [T - 1, T]]],
    [[[5, 6], [1, 5], [6, 9], [4, 7]]],
    [[[1, 10], [2, 3], [4, 5], [10, 11]]],
    [[[3, 4], [3, 4], [3, 4]]],
    [[[10, 20], [0, 10], [20, 30], [9, 11]]],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 10 : 1200);
    const horizon = rng.pick([20, 1000, T]);
    cases.push([randomAppointments(rng, n, horizon, rng.pick([2, Math.max(2, horizon / 50), horizon]))]);
  }
  return cases;
}

/** No conflicts at all (every earlier request must be ruled out), then dense random and shuffled disjoint requests. */
export function large(rng) {
  const step = Math.floor(T / MAXN);
  const disjoint = Array.from({ length: MAXN }, (_, i) => [i * step, i * step + step]);
  return [[disjoint], [rng.shuffle(disjoint)], [randomAppointments(rng, MAXN, T, 20000)]];
}
