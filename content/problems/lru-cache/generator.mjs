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
