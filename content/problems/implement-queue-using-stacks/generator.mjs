export default function generate(rng) {
  const cases = [
    [['MyQueue', 'empty'], [[], []]],
    [['MyQueue', 'push', 'peek', 'empty'], [[], [7], [], []]],
    [['MyQueue', 'push', 'pop', 'empty'], [[], [9], [], []]],
    [['MyQueue', 'push', 'push', 'push', 'pop', 'pop', 'pop', 'empty'], [[], [1], [2], [3], [], [], [], []]],
    [['MyQueue', 'push', 'push', 'pop', 'push', 'pop', 'pop', 'empty'], [[], [5], [5], [], [6], [], [], []]],
  ];
  for (let k = 0; k < 18; k++) {
    const calls = ['MyQueue'], args = [[]];
    let size = 0;
    const n = k < 15 ? rng.int(5, 60) : 100;
    for (let i = 0; i < n; i++) {
      const opts = ['push', 'push', 'empty'];
      if (size > 0) opts.push('pop', 'pop', 'peek');
      const op = rng.pick(opts);
      calls.push(op);
      if (op === 'push') { args.push([rng.int(1, 9)]); size++; }
      else { args.push([]); if (op === 'pop') size--; }
    }
    cases.push([calls, args]);
  }
  return cases;
}
