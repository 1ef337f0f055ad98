function build(rng, capacity, ops, keyRange, getRatio) {
  const calls = ['LRUCache'];
  const args = [[capacity]];
  for (let i = 0; i < ops; i++) {
    const key = rng.int(0, keyRange);
    if (rng.float() < getRatio) {
      calls.push('get');
      args.push([key]);
    } else {
      calls.push('put');
      args.push([key, rng.int(0, 100000)]);
    }
  }
  return [calls, args];
}
export default function generate(rng) {
  const cases = [
    [['LRUCache', 'get'], [[1], [0]]],
    [['LRUCache', 'put', 'get', 'put', 'get', 'get'], [[1], [0, 0], [0], [1, 1], [0], [1]]],
    [['LRUCache', 'put', 'put', 'put', 'get', 'get', 'get'], [[2], [1, 1], [2, 2], [1, 10], [1], [2], [3]]],
    [['LRUCache', 'put', 'put', 'put', 'put', 'get', 'get'], [[2], [2, 1], [1, 1], [2, 3], [4, 1], [1], [2]]],
    [['LRUCache', 'put', 'put', 'get', 'get', 'put', 'get', 'get', 'get'], [[2], [10000, 100000], [0, 0], [10000], [0], [5, 5], [10000], [0], [5]]],
    [['LRUCache', 'put', 'get', 'put', 'get', 'get'], [[3000], [7, 7], [7], [7, 8], [7], [8]]],
  ];
  cases.push(build(rng, 1, 2000, 3, 0.5));
  cases.push(build(rng, 1500, 3000, 2500, 0.5));
  cases.push(build(rng, 50, 3000, 60, 0.6));
  while (cases.length < 24) {
    const cap = rng.int(1, rng.bool() ? 5 : 500);
    const keyRange = rng.int(1, cap * rng.int(1, 4) + 2);
    cases.push(build(rng, cap, rng.int(5, rng.bool() ? 40 : 900), keyRange, rng.pick([0.3, 0.5, 0.7])));
  }
  return cases;
}

/**
 * 1.8 * 10^5 calls (90 % of the stated maximum) with the largest capacity and key range. Values are one digit so that
 * the answer fits in the judge's output limit.
 */
export function large(rng) {
  const build1 = (capacity, ops, keyRange, getRatio) => {
    const [calls, args] = build(rng, capacity, ops, keyRange, getRatio);
    for (const a of args) if (a.length === 2) a[1] = a[1] % 10;
    return [calls, args];
  };
  return [build1(3000, 180000, 10000, 0.5), build1(3000, 180000, 4000, 0.3)];
}
