export default function generate(rng) {
  const seq = (times) => [['RecentCounter', ...times.map(() => 'ping')], [[], ...times.map((t) => [t])]];
  const cases = [
    seq([1]), seq([1000000000]), seq([1, 3001]), seq([1, 3002]), seq([1, 2, 3, 4, 5]), seq([3000, 6000, 9000, 9001]),
    seq([999996999, 1000000000]),
  ];
  for (let k = 0; k < 14; k++) {
    const n = rng.int(2, 400);
    const times = [];
    let t = rng.int(1, 5000);
    const gap = rng.pick([10, 100, 1000, 4000]);
    for (let i = 0; i < n; i++) { times.push(t); t += rng.int(1, gap); }
    cases.push(seq(times));
  }
  const dense = [];
  for (let t = 1; dense.length < 10000; t += rng.int(1, 3)) dense.push(t);
  cases.push(seq(dense));
  return cases;
}
