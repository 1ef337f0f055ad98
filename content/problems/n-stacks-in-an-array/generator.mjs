const MAX = 1000000000;

function session(rng, N, S, count, pushShare) {
  const names = ['NStack'];
  const args = [[N, S]];
  for (let i = 0; i < count; i++) {
    const m = rng.float() < 0.1 ? rng.pick([1, N]) : rng.int(1, N);
    if (rng.float() < pushShare) {
      names.push('push');
      args.push([rng.int(1, MAX), m]);
    } else {
      names.push('pop');
      args.push([m]);
    }
  }
  return [names, args];
}

export default function generate(rng) {
  const cases = [
    [['NStack', 'pop'], [[1, 1], [1]]],
    [['NStack', 'push', 'push', 'pop', 'pop'], [[1, 1], [1, 1], [MAX, 1], [1], [1]]],
    [['NStack', 'push', 'push', 'push', 'pop', 'pop', 'pop'], [[2, 3], [5, 1], [6, 2], [7, 1], [1], [1], [2]]],
    [['NStack', 'push', 'push', 'pop', 'push', 'pop', 'pop'], [[2, 2], [1, 2], [2, 2], [2], [3, 1], [2], [1]]],
  ];
  for (let t = 0; t < 14; t++) {
    const N = rng.int(1, 4);
    cases.push(session(rng, N, rng.int(N, 6), rng.int(5, 40), rng.pick([0.4, 0.6, 0.8])));
  }
  for (let t = 0; t < 3; t++) {
    const N = rng.int(1, 50);
    cases.push(session(rng, N, rng.int(N, 500), rng.int(500, 3000), 0.6));
  }
  return cases;
}

export function large(rng) {
  return [session(rng, 100000, 100000, 100000, 0.6), session(rng, 3, 50000, 100000, 0.7), session(rng, 1000, 100000, 100000, 0.5)];
}
