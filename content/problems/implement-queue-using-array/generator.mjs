const MAX = 1000000000;

function randomOps(rng, n, range) {
  const calls = ['ArrayQueue'], args = [[]];
  for (let i = 0; i < n; i++) {
    const op = rng.pick(['enqueue', 'enqueue', 'enqueue', 'dequeue', 'dequeue', 'front', 'isEmpty', 'size']);
    calls.push(op);
    args.push(op === 'enqueue' ? [rng.int(0, range)] : []);
  }
  return [calls, args];
}

export default function generate(rng) {
  const cases = [
    [['ArrayQueue', 'isEmpty', 'size', 'dequeue', 'front'], [[], [], [], [], []]],
    [['ArrayQueue', 'enqueue', 'front', 'dequeue', 'dequeue', 'isEmpty'], [[], [0], [], [], [], []]],
    [['ArrayQueue', 'enqueue', 'enqueue', 'dequeue', 'dequeue', 'size'], [[], [MAX], [0], [], [], []]],
    [['ArrayQueue', 'enqueue', 'enqueue', 'enqueue', 'dequeue', 'enqueue', 'dequeue', 'dequeue', 'dequeue', 'dequeue'], [[], [1], [2], [3], [], [4], [], [], [], []]],
    [['ArrayQueue', 'enqueue', 'dequeue', 'enqueue', 'dequeue', 'enqueue', 'front', 'size'], [[], [5], [], [6], [], [7], [], []]],
    [['ArrayQueue', 'enqueue', 'enqueue', 'front', 'front', 'size'], [[], [8], [8], [], [], []]],
  ];
  for (let k = 0; k < 10; k++) cases.push(randomOps(rng, rng.int(5, 40), rng.pick([9, MAX])));
  for (let k = 0; k < 6; k++) cases.push(randomOps(rng, rng.int(500, 3000), rng.pick([100, MAX])));
  return cases;
}

/** 10^5 calls: half enqueues then half dequeues (the worst case for shifting on removal), and a rolling queue. */
export function large(rng) {
  const calls = ['ArrayQueue'], args = [[]];
  for (let i = 0; i < 50000; i++) {
    calls.push('enqueue');
    args.push([rng.int(0, 999)]);
  }
  while (calls.length <= 100000) {
    calls.push('dequeue');
    args.push([]);
  }
  const c2 = ['ArrayQueue'], a2 = [[]];
  for (let i = 0; i < 100000; i++) {
    const op = i % 4 === 0 || i % 4 === 1 ? 'enqueue' : rng.pick(['dequeue', 'front', 'size']);
    c2.push(op);
    a2.push(op === 'enqueue' ? [rng.int(0, 99)] : []);
  }
  return [[calls, args], [c2, a2]];
}
