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
