const METHODS = ['enQueue', 'deQueue', 'Front', 'Rear', 'isEmpty', 'isFull'];

/** A random call sequence; `pushShare` is how often enQueue is chosen among the calls. */
function session(rng, k, count, pushShare, maxValue = 1000) {
  const names = ['MyCircularQueue'];
  const args = [[k]];
  for (let i = 0; i < count; i++) {
    const op = rng.float() < pushShare ? 'enQueue' : rng.pick(METHODS);
    names.push(op);
    args.push(op === 'enQueue' ? [rng.int(0, maxValue)] : []);
  }
  return [names, args];
}

export default function generate(rng) {
  const cases = [
    [['MyCircularQueue', 'isEmpty', 'isFull', 'Front', 'Rear', 'deQueue'], [[1], [], [], [], [], []]],
    [['MyCircularQueue', 'enQueue', 'isFull', 'enQueue', 'Front', 'Rear', 'deQueue', 'isEmpty'], [[1], [0], [], [1000], [], [], [], []]],
    [['MyCircularQueue', 'enQueue', 'enQueue', 'deQueue', 'enQueue', 'deQueue', 'enQueue', 'Front', 'Rear'], [[2], [5], [6], [], [7], [], [8], [], []]],
    [['MyCircularQueue', 'enQueue', 'enQueue', 'enQueue', 'deQueue', 'deQueue', 'deQueue', 'deQueue', 'Front'], [[3], [1], [1], [1], [], [], [], [], []]],
    [['MyCircularQueue', 'enQueue', 'deQueue', 'enQueue', 'deQueue', 'enQueue', 'Rear', 'Front', 'isFull'], [[1000], [4], [], [5], [], [6], [], [], []]],
  ];
  for (let t = 0; t < 12; t++) cases.push(session(rng, rng.int(1, 5), rng.int(5, 40), rng.pick([0.3, 0.5, 0.7]), rng.pick([9, 1000])));
  for (let t = 0; t < 4; t++) cases.push(session(rng, rng.int(10, 1000), rng.int(500, 3000), rng.pick([0.5, 0.8])));
  cases.push(session(rng, 1000, 3000, 0.6));
  return cases;
}

export function large(rng) {
  return [session(rng, 1000, 3000, 0.7), session(rng, 1, 3000, 0.5)];
}
