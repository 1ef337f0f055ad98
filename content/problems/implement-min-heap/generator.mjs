const MAX = 1000000000;

function randomOps(rng, n, range, pushWeight) {
  const calls = ['MinHeap'], args = [[]];
  for (let i = 0; i < n; i++) {
    const r = rng.float();
    const op = r < pushWeight ? 'push' : rng.pick(['pop', 'top', 'size', 'pop']);
    calls.push(op);
    args.push(op === 'push' ? [rng.int(0, range)] : []);
  }
  return [calls, args];
}

export default function generate(rng) {
  const cases = [
    [['MinHeap', 'size'], [[], []]],
    [['MinHeap', 'top', 'pop', 'size'], [[], [], [], []]],
    [['MinHeap', 'push', 'top', 'pop', 'pop', 'size'], [[], [0], [], [], [], []]],
    [['MinHeap', 'push', 'push', 'pop', 'pop', 'pop'], [[], [MAX], [0], [], [], []]],
    [['MinHeap', 'push', 'push', 'push', 'pop', 'pop', 'pop', 'size'], [[], [4], [4], [4], [], [], [], []]],
    [['MinHeap', 'push', 'push', 'push', 'push', 'push', 'pop', 'pop', 'pop', 'pop', 'pop'], [[], [1], [2], [3], [4], [5], [], [], [], [], []]],
    [['MinHeap', 'push', 'push', 'push', 'push', 'push', 'pop', 'pop', 'pop', 'pop', 'pop'], [[], [5], [4], [3], [2], [1], [], [], [], [], []]],
    [['MinHeap', 'push', 'push', 'pop', 'push', 'top', 'size'], [[], [9], [3], [], [1], [], []]],
  ];
  for (let k = 0; k < 12; k++) cases.push(randomOps(rng, rng.int(5, 40), rng.pick([5, 100, MAX]), 0.55));
  for (let k = 0; k < 6; k++) cases.push(randomOps(rng, rng.int(500, 3000), rng.pick([10, MAX]), rng.pick([0.5, 0.7])));
  return cases;
}

/**
 * 2 * 10^5 calls: 10^5 pushes (decreasing values, the worst order for sift-up) and then 10^5 top/pop queries, which
 * cost a linear scan each in an unsorted-list heap; and a heap of small values popped and refilled.
 */
export function large(rng) {
  const calls = ['MinHeap'], args = [[]];
  for (let i = 0; i < 100000; i++) {
    calls.push('push');
    args.push([i === 0 ? 0 : MAX - i + 1]);
  }
  while (calls.length <= 200000) {
    const op = rng.float() < 0.8 ? 'top' : 'size';
    calls.push(op);
    args.push([]);
  }
  const c2 = ['MinHeap'], a2 = [[]];
  for (let i = 0; i < 80000; i++) {
    c2.push('push');
    a2.push([rng.int(0, 999)]);
  }
  while (c2.length <= 150000) {
    const op = rng.pick(['pop', 'top', 'push']);
    c2.push(op);
    a2.push(op === 'push' ? [rng.int(0, 999)] : []);
  }
  return [[calls, args], [c2, a2]];
}
