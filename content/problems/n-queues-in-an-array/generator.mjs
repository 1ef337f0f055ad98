const MAX = 1000000000;

function session(rng, n, s, count, pushShare) {
  const names = ['NQueue'];
  const args = [[n, s]];
  for (let i = 0; i < count; i++) {
    const m = rng.float() < 0.1 ? rng.pick([1, n]) : rng.int(1, n);
    if (rng.float() < pushShare) {
      names.push('enqueue');
      args.push([rng.int(1, MAX), m]);
    } else {
      names.push('dequeue');
      args.push([m]);
    }
  }
  return [names, args];
}

export default function generate(rng) {
  const cases = [
    [['NQueue', 'dequeue'], [[1, 1], [1]]],
    [['NQueue', 'enqueue', 'enqueue', 'dequeue', 'dequeue'], [[1, 1], [1, 1], [MAX, 1], [1], [1]]],
    [['NQueue', 'enqueue', 'enqueue', 'enqueue', 'dequeue', 'dequeue', 'dequeue'], [[2, 3], [5, 1], [6, 2], [7, 1], [1], [1], [2]]],
    [['NQueue', 'enqueue', 'enqueue', 'dequeue', 'enqueue', 'dequeue', 'dequeue'], [[2, 2], [1, 2], [2, 2], [2], [3, 1], [2], [1]]],
  ];
  for (let t = 0; t < 14; t++) {
    const n = rng.int(1, 4);
    cases.push(session(rng, n, rng.int(n, 6), rng.int(5, 40), rng.pick([0.4, 0.6, 0.8])));
  }
  for (let t = 0; t < 3; t++) {
    const n = rng.int(1, 50);
    cases.push(session(rng, n, rng.int(n, 500), rng.int(500, 3000), 0.6));
  }
  return cases;
}

export function large(rng) {
  return [session(rng, 100000, 100000, 100000, 0.6), session(rng, 3, 50000, 100000, 0.7), session(rng, 1000, 100000, 100000, 0.5)];
}
