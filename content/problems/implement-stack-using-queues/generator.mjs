function session(rng, ops) {
  const calls = ['MyStack'];
  const args = [[]];
  let size = 0;
  for (let i = 0; i < ops; i++) {
    const choices = ['push', 'push', 'empty'];
    if (size) choices.push('pop', 'top');
    const op = rng.pick(choices);
    calls.push(op);
    if (op === 'push') {
      args.push([rng.int(1, 9)]);
      size++;
    } else {
      args.push([]);
      if (op === 'pop') size--;
    }
  }
  return [calls, args];
}
// LeetCode 225: at most 100 calls, 1 <= x <= 9.
export default function generate(rng) {
  const cases = [
    [['MyStack', 'empty'], [[], []]],
    [['MyStack', 'push', 'top', 'pop', 'empty'], [[], [9], [], [], []]],
    [['MyStack', 'push', 'push', 'push', 'pop', 'pop', 'top', 'empty'], [[], [1], [2], [3], [], [], [], []]],
    [['MyStack', 'push', 'pop', 'push', 'pop', 'empty'], [[], [5], [], [5], [], []]],
  ];
  const many = [['MyStack'], [[]]];
  for (let i = 0; i < 50; i++) many[0].push('push'), many[1].push([(i % 9) + 1]);
  for (let i = 0; i < 50; i++) many[0].push('pop'), many[1].push([]);
  cases.push(many);
  while (cases.length < 25) cases.push(session(rng, rng.int(1, 100)));
  return cases;
}

export function large(rng) {
  return [session(rng, 100), session(rng, 100)];
}
