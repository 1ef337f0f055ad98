// Random chains and loops over a shuffled subset of the houses.
function colony(rng, n, maxD) {
  const order = rng.shuffle(Array.from({ length: n }, (_, i) => i + 1));
  const a = [];
  const b = [];
  const d = [];
  let at = 0;
  while (at < n) {
    const len = Math.min(n - at, rng.int(1, rng.pick([2, 5, 1000])));
    const group = order.slice(at, at + len);
    at += len;
    const loop = len >= 2 && rng.float() < 0.15;
    for (let i = 0; i + 1 < group.length; i++) {
      a.push(group[i]);
      b.push(group[i + 1]);
      d.push(rng.int(1, maxD));
    }
    if (loop) {
      a.push(group[len - 1]);
      b.push(group[0]);
      d.push(rng.int(1, maxD));
    }
  }
  const idx = rng.shuffle(a.map((_, i) => i));
  return [n, a.length, idx.map((i) => a[i]), idx.map((i) => b[i]), idx.map((i) => d[i])];
}

export default function generate(rng) {
  const cases = [
    [1, 0, [], [], []],
    [2, 1, [1], [2], [1000000000]],
    [2, 1, [2], [1], [1]],
    [2, 2, [1, 2], [2, 1], [5, 6]],
    [4, 3, [1, 2, 3], [2, 3, 4], [3, 1, 2]],
    [5, 2, [1, 4], [3, 5], [7, 7]],
  ];
  while (cases.length < 30) cases.push(colony(rng, rng.int(1, rng.pick([10, 2000])), rng.pick([10, 1000000000])));
  return cases;
}

// 10^5 houses: one long chain, and many short ones.
export function large(rng) {
  const n = 100000;
  const order = rng.shuffle(Array.from({ length: n }, (_, i) => i + 1));
  const chain = [n, n - 1, order.slice(0, n - 1), order.slice(1), rng.intArray(n - 1, 1, 1000000000)];
  return [chain, colony(rng, n, 1000000000)];
}
