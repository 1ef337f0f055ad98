const text = (n, pairs) => `${n} ${pairs.length}\n${pairs.map(([a, b]) => `${a} ${b}\n`).join('')}`;

/** `p` random compatriot pairs among `n` astronauts, ids drawn from `pool` of them (small pools give big countries). */
function randomPairs(rng, n, p, pool = n) {
  const ids = rng.shuffle(Array.from({ length: n }, (_, i) => i)).slice(0, Math.max(2, pool));
  const pairs = [];
  while (pairs.length < p) {
    const a = rng.pick(ids);
    const b = rng.pick(ids);
    if (a !== b) pairs.push([a, b]);
  }
  return pairs;
}

export default function generate(rng) {
  const inputs = [
    text(2, [[0, 1]]),
    text(2, [[1, 0]]),
    text(3, [[0, 1]]),
    text(3, [[0, 1], [1, 2]]),
    text(4, [[0, 1], [2, 3]]),
    text(6, [[0, 1], [1, 0], [0, 1]]),
    text(3000, [[0, 1]]),
    text(3000, [[2998, 2999]]),
  ];
  while (inputs.length < 30) {
    const n = rng.int(2, rng.bool() ? 12 : 3000);
    const p = rng.int(1, Math.min(10000, rng.bool() ? n : 3 * n));
    inputs.push(text(n, randomPairs(rng, n, p, rng.bool() ? n : rng.int(2, n))));
  }
  return inputs.map((s) => [s]);
}

export function large(rng) {
  const n = 100000;
  const chain = Array.from({ length: 10000 }, (_, i) => [i, i + 1]);
  return [
    [text(n, randomPairs(rng, n, 10000))],
    [text(n, chain)],
    [text(n, randomPairs(rng, n, 10000, 50))],
    [text(n, [[n - 2, n - 1]])],
  ];
}
