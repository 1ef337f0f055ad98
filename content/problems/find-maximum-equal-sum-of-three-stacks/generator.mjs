// Three stacks sharing a common bottom part (so the answer is usually positive) under random tops.
function stacks(rng, n, hi, common) {
  const base = rng.intArray(common, 1, hi);
  const total = base.reduce((a, b) => a + b, 0);
  return [0, 1, 2].map(() => {
    const top = rng.intArray(rng.int(0, n), 1, hi);
    // rearrange the bottom into a different partition with the same total
    const parts = [];
    let left = total;
    while (left > 0) {
      const x = Math.min(left, rng.int(1, hi));
      parts.push(x);
      left -= x;
    }
    const s = [...top, ...parts];
    return s.length ? s : [rng.int(1, hi)];
  });
}

export default function generate(rng) {
  const cases = [
    [[1], [1], [1]],
    [[1], [2], [3]],
    [[10000], [10000], [10000]],
    [[5, 5], [10], [1, 9]],
    [[1, 1, 1, 1], [2, 2], [4]],
    [[3, 2, 1, 1, 1], [4, 3, 2], [1, 1, 4, 1]],
  ];
  while (cases.length < 30) cases.push(stacks(rng, rng.int(1, rng.pick([5, 2000])), rng.pick([3, 100, 10000]), rng.int(0, rng.pick([3, 500]))));
  return cases;
}

// 10^5 elements per stack with a long common bottom: about 2 * 10^5 pops, each a full re-sum for the naive method.
export function large(rng) {
  const ones = new Array(100000).fill(1);
  return [
    [ones, [...ones.slice(0, 50000), ...new Array(25000).fill(2)], [...new Array(20000).fill(10000), ...ones.slice(0, 80000)]],
    [rng.intArray(100000, 1, 10000), rng.intArray(100000, 1, 10000), rng.intArray(100000, 1, 10000)],
    [new Array(100000).fill(10000), new Array(100000).fill(10000), [...new Array(90000).fill(10000), ...new Array(10000).fill(5000)]],
  ];
}
