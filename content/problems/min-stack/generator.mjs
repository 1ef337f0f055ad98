export default function generate(rng) {
  const MIN = -(2 ** 31), MAX = 2 ** 31 - 1;
  const cases = [
    [['MinStack', 'push', 'getMin', 'top'], [[], [MIN], [], []]],
    [['MinStack', 'push', 'push', 'getMin', 'pop', 'getMin'], [[], [MAX], [MIN], [], [], []]],
    [['MinStack', 'push', 'push', 'push', 'pop', 'getMin', 'pop', 'getMin'], [[], [0], [0], [0], [], [], [], []]],
    [['MinStack', 'push', 'push', 'push', 'getMin', 'pop', 'getMin', 'pop', 'getMin'], [[], [3], [1], [1], [], [], [], [], []]],
    [['MinStack', 'push', 'push', 'push', 'push', 'getMin', 'pop', 'getMin', 'pop', 'getMin', 'top'], [[], [5], [4], [3], [2], [], [], [], [], [], []]],
  ];
  for (let k = 0; k < 17; k++) {
    const calls = ['MinStack'], args = [[]];
    let size = 0;
    const n = k < 15 ? rng.int(5, 300) : 4000;
    const range = rng.pick([5, 1000, MAX]);
    for (let i = 0; i < n; i++) {
      const opts = ['push', 'push'];
      if (size > 0) opts.push('pop', 'top', 'getMin', 'getMin');
      const op = rng.pick(opts);
      calls.push(op);
      if (op === 'push') { args.push([range === MAX ? rng.int(MIN, MAX) : rng.int(-range, range)]); size++; }
      else { args.push([]); if (op === 'pop') size--; }
    }
    cases.push([calls, args]);
  }
  return cases;
}

/**
 * 3 * 10^4 calls, the stated maximum: a stack grown to 1.5 * 10^4 values and then queried, and a random mix at the
 * extremes of the value range.
 */
export function large(rng) {
  const MIN = -(2 ** 31);
  const MAX = 2 ** 31 - 1;
  const calls = ['MinStack'];
  const args = [[]];
  for (let i = 0; i < 15000; i++) {
    calls.push('push');
    args.push([MAX - i]);
  }
  while (calls.length <= 30000) {
    calls.push(rng.pick(['getMin', 'top', 'getMin']));
    args.push([]);
  }
  const mixed = [['MinStack'], [[]]];
  let size = 0;
  while (mixed[0].length <= 30000) {
    const op = size > 0 ? rng.pick(['push', 'push', 'pop', 'top', 'getMin']) : 'push';
    mixed[0].push(op);
    mixed[1].push(op === 'push' ? [rng.pick([MIN, MAX, rng.int(MIN, MAX)])] : []);
    if (op === 'push') size++;
    if (op === 'pop') size--;
  }
  return [[calls, args], mixed];
}
