const MAX = 1000000000;

function randomOps(rng, n, range, pushRate) {
  const calls = ['MiddleStack'], args = [[]];
  for (let i = 0; i < n; i++) {
    const op = rng.float() < pushRate ? 'push' : rng.pick(['pop', 'findMiddle', 'deleteMiddle', 'findMiddle']);
    calls.push(op);
    args.push(op === 'push' ? [rng.int(0, range)] : []);
  }
  return [calls, args];
}

export default function generate(rng) {
  const cases = [
    [['MiddleStack', 'findMiddle', 'deleteMiddle', 'pop'], [[], [], [], []]],
    [['MiddleStack', 'push', 'findMiddle', 'pop', 'findMiddle'], [[], [0], [], [], []]],
    [['MiddleStack', 'push', 'push', 'findMiddle', 'deleteMiddle', 'findMiddle'], [[], [MAX], [0], [], [], []]],
    [['MiddleStack', 'push', 'push', 'push', 'deleteMiddle', 'deleteMiddle', 'deleteMiddle', 'deleteMiddle'], [[], [1], [2], [3], [], [], [], []]],
    [['MiddleStack', 'push', 'push', 'push', 'push', 'pop', 'findMiddle', 'pop', 'findMiddle', 'pop', 'findMiddle'], [[], [1], [2], [3], [4], [], [], [], [], [], []]],
    [['MiddleStack', 'push', 'push', 'push', 'push', 'push', 'push', 'deleteMiddle', 'pop', 'deleteMiddle', 'findMiddle'], [[], [6], [5], [4], [3], [2], [1], [], [], [], []]],
  ];
  for (let k = 0; k < 12; k++) cases.push(randomOps(rng, rng.int(5, 40), rng.pick([9, MAX]), 0.55));
  for (let k = 0; k < 5; k++) cases.push(randomOps(rng, rng.int(500, 3000), rng.pick([100, MAX]), rng.pick([0.5, 0.65])));
  return cases;
}

/** 10^5 calls: 5 * 10^4 pushes, then middle deletions and look-ups; and a random mix. */
export function large(rng) {
  const calls = ['MiddleStack'], args = [[]];
  for (let i = 0; i < 50000; i++) {
    calls.push('push');
    args.push([rng.int(0, 999)]);
  }
  while (calls.length <= 100000) {
    const op = rng.pick(['deleteMiddle', 'findMiddle', 'deleteMiddle', 'push']);
    calls.push(op);
    args.push(op === 'push' ? [rng.int(0, 999)] : []);
  }
  return [[calls, args], randomOps(rng, 100000, 999, 0.6)];
}
