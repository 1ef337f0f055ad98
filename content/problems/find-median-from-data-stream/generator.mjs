function build(rng, ops, lo, hi, queryProb) {
  const calls = ['MedianFinder', 'addNum'];
  const args = [[], [rng.int(lo, hi)]];
  for (let i = 1; i < ops; i++) {
    if (rng.float() < queryProb) {
      calls.push('findMedian');
      args.push([]);
    } else {
      calls.push('addNum');
      args.push([rng.int(lo, hi)]);
    }
  }
  calls.push('findMedian');
  args.push([]);
  return [calls, args];
}
export default function generate(rng) {
  const cases = [
    [['MedianFinder', 'addNum', 'findMedian'], [[], [0], []]],
    [['MedianFinder', 'addNum', 'findMedian', 'findMedian'], [[], [-100000], [], []]],
    [['MedianFinder', 'addNum', 'addNum', 'findMedian'], [[], [100000], [-100000], []]],
    [['MedianFinder', 'addNum', 'addNum', 'findMedian'], [[], [100000], [99999], []]],
    [['MedianFinder', 'addNum', 'addNum', 'addNum', 'addNum', 'findMedian'], [[], [7], [7], [7], [7], []]],
    [['MedianFinder', 'addNum', 'addNum', 'findMedian', 'addNum', 'findMedian', 'addNum', 'findMedian'], [[], [-1], [-2], [], [-3], [], [-4], []]],
  ];
  // increasing then decreasing sequences stress rebalancing
  const inc = [['MedianFinder'], [[]]];
  for (let i = 0; i < 1000; i++) {
    inc[0].push('addNum', 'findMedian');
    inc[1].push([i < 500 ? i * 200 : 100000 - i * 90], []);
  }
  cases.push(inc);
  cases.push(build(rng, 2500, -100000, 100000, 0.3));
  cases.push(build(rng, 3000, -3, 3, 0.5));
  while (cases.length < 24) {
    const r = rng.pick([5, 1000, 100000]);
    cases.push(build(rng, rng.int(1, rng.bool() ? 20 : 800), -r, r, rng.pick([0.2, 0.5])));
  }
  return cases;
}

/**
 * 5 * 10^4 calls, the stated maximum, half of them findMedian: sorting everything seen for each median costs about
 * 2.5 * 10^4 * 2.5 * 10^4 * log(2.5 * 10^4) steps.
 */
export function large(rng) {
  const n = 50000;
  const alternate = (value) => {
    const calls = ['MedianFinder'];
    const args = [[]];
    for (let i = 0; calls.length < n; i++) {
      calls.push('addNum', 'findMedian');
      args.push([value(i)], []);
    }
    return [calls, args];
  };
  return [
    alternate(() => rng.int(-100000, 100000)),
    alternate((i) => 100000 - 8 * i),
    alternate((i) => (i % 2 ? 100000 : -100000)),
  ];
}
