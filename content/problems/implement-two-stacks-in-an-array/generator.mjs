const MAX = 1000000000;

function session(rng, count, pushShare, hi) {
  const names = ['twoStacks'];
  const args = [[]];
  for (let i = 0; i < count; i++) {
    const side = rng.float() < 0.5 ? '1' : '2';
    if (rng.float() < pushShare) {
      names.push(`push${side}`);
      args.push([rng.int(1, hi)]);
    } else {
      names.push(`pop${side}`);
      args.push([]);
    }
  }
  return [names, args];
}

export default function generate(rng) {
  const cases = [
    [['twoStacks', 'pop1'], [[], []]],
    [['twoStacks', 'pop2', 'pop1'], [[], [], []]],
    [['twoStacks', 'push1', 'pop2', 'pop1', 'pop1'], [[], [1], [], [], []]],
    [['twoStacks', 'push2', 'pop1', 'pop2', 'pop2'], [[], [MAX], [], [], []]],
    [['twoStacks', 'push1', 'push2', 'push1', 'push2', 'pop1', 'pop1', 'pop2', 'pop2'], [[], [MAX], [1], [5], [6], [], [], [], []]],
  ];
  for (let t = 0; t < 14; t++) cases.push(session(rng, rng.int(5, 40), rng.pick([0.3, 0.5, 0.7]), rng.pick([9, MAX])));
  for (let t = 0; t < 3; t++) cases.push(session(rng, rng.int(500, 3000), 0.6, MAX));
  return cases;
}

export function large(rng) {
  // 90 000 pushes then 10 000 pops: the stacks never hold more than 10^5 elements together.
  const names = ['twoStacks'];
  const args = [[]];
  for (let i = 0; i < 90000; i++) {
    names.push(i % 3 === 0 ? 'push2' : 'push1');
    args.push([rng.int(1, MAX)]);
  }
  for (let i = 0; i < 10000; i++) {
    names.push(i % 2 === 0 ? 'pop1' : 'pop2');
    args.push([]);
  }
  return [[names, args], session(rng, 100000, 0.5, MAX)];
}
