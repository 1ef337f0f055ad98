const minutes = (t) => Math.floor(t / 100) * 60 + (t % 100);
const clock = (m) => Math.floor(m / 60) * 100 + (m % 60);
function timetable(rng, n, maxStay) {
  const a = [];
  const d = [];
  for (let i = 0; i < n; i++) {
    const x = rng.int(0, minutes(2359));
    a.push(clock(x));
    d.push(clock(Math.min(minutes(2359), x + rng.int(0, maxStay))));
  }
  return [a, d];
}
// GfG: 1 <= n <= 10^5, 0 <= arr[i] <= dep[i] <= 2359 (HHMM).
export default function generate(rng) {
  const cases = [
    [[0], [0]],
    [[2359], [2359]],
    [[0], [2359]],
    [[0, 2359], [2359, 2359]],
    [[900, 1000], [1000, 1100]],
    [[900, 1001], [1000, 1100]],
    [[1200, 1200, 1200], [1200, 1200, 1200]],
    [[905, 1015, 1120], [1010, 1115, 1200]],
    [Array(2000).fill(1200), Array(2000).fill(1300)],
  ];
  while (cases.length < 30) {
    const n = rng.int(1, rng.bool() ? 12 : 3000);
    cases.push(timetable(rng, n, rng.pick([0, 10, 120, 1439])));
  }
  return cases;
}

// n = 10^5: checking every pair of trains is 10^10 steps.
export function large(rng) {
  return [timetable(rng, 100000, 60), timetable(rng, 100000, 1439), [Array(100000).fill(0), Array(100000).fill(2359)]];
}
