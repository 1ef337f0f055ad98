const MAX = 1000000000;

function randomOps(rng, cap, n, range) {
  const calls = ['ArrayStack'], args = [[cap]];
  for (let i = 0; i < n; i++) {
    const op = rng.pick(['push', 'push', 'push', 'pop', 'pop', 'top', 'isEmpty', 'isFull']);
    calls.push(op);
    args.push(op === 'push' ? [rng.int(0, range)] : []);
  }
  return [calls, args];
}

export default function generate(rng) {
  const cases = [
    [['ArrayStack', 'isEmpty', 'isFull', 'pop', 'top'], [[1], [], [], [], []]],
    [['ArrayStack', 'push', 'isFull', 'push', 'top', 'pop', 'isEmpty'], [[1], [0], [], [MAX], [], [], []]],
    [['ArrayStack', 'push', 'push', 'push', 'isFull', 'pop', 'pop', 'pop', 'pop'], [[3], [1], [2], [3], [], [], [], [], []]],
    [['ArrayStack', 'push', 'push', 'push', 'push', 'pop', 'push', 'top'], [[2], [7], [8], [9], [10], [], [11], []]],
    [['ArrayStack', 'push', 'pop', 'push', 'pop', 'isEmpty'], [[5], [4], [], [4], [], []]],
    [['ArrayStack', 'push', 'push', 'top', 'top', 'isFull'], [[100000], [MAX], [MAX], [], [], []]],
  ];
  for (let k = 0; k < 10; k++) cases.push(randomOps(rng, rng.int(1, 6), rng.int(5, 40), rng.pick([9, MAX])));
  for (let k = 0; k < 6; k++) cases.push(randomOps(rng, rng.int(1, 2000), rng.int(500, 3000), rng.pick([100, MAX])));
  return cases;
}

/** 10^5 calls on a stack of the largest capacity: fill it to the brim, overflow it, then empty it. */
export function large(rng) {
  const cap = 100000;
  const calls = ['ArrayStack'], args = [[cap]];
  for (let i = 0; i < 60000; i++) {
    calls.push('push');
    args.push([rng.int(0, 999)]);
  }
  while (calls.length <= 100000) {
    const op = rng.pick(['pop', 'top', 'isFull', 'push']);
    calls.push(op);
    args.push(op === 'push' ? [rng.int(0, 999)] : []);
  }
  const c2 = ['ArrayStack'], a2 = [[1000]];
  for (let i = 0; i < 50000; i++) {
    const op = i % 3000 < 1500 ? 'push' : rng.pick(['pop', 'isEmpty']);
    c2.push(op);
    a2.push(op === 'push' ? [rng.int(0, 99)] : []);
  }
  return [[calls, args], [c2, a2]];
}
