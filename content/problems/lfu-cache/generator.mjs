function session(rng, capacity, ops, keys, getShare, maxValue = 1e9) {
  const calls = ['LFUCache'];
  const args = [[capacity]];
  for (let i = 0; i < ops; i++) {
    if (rng.float() < getShare) {
      calls.push('get');
      args.push([rng.int(0, keys)]);
    } else {
      calls.push('put');
      args.push([rng.int(0, keys), rng.int(0, maxValue)]);
    }
  }
  return [calls, args];
}
// LeetCode 460: capacity 1..10^4, keys 0..10^5, values 0..10^9, at most 2 * 10^5 calls.
export default function generate(rng) {
  const cases = [
    [['LFUCache', 'get'], [[1], [0]]],
    [['LFUCache', 'put', 'get', 'put', 'get', 'get'], [[1], [0, 0], [0], [100000, 1000000000], [0], [100000]]],
    [['LFUCache', 'put', 'put', 'get', 'get', 'put', 'get', 'get', 'get'], [[2], [1, 10], [2, 20], [1], [2], [3, 30], [1], [2], [3]]],
    [['LFUCache', 'put', 'put', 'put', 'put', 'get'], [[2], [3, 1], [2, 1], [2, 2], [4, 4], [2]]],
    [['LFUCache', 'put', 'put', 'get', 'put', 'put', 'get', 'get', 'get'], [[2], [1, 1], [1, 5], [1], [2, 2], [3, 3], [1], [2], [3]]],
  ];
  while (cases.length < 28) {
    const capacity = rng.pick([1, 2, 3, rng.int(1, 50), rng.int(1, 10000)]);
    const keys = rng.pick([3, 10, capacity * 2, 100000]);
    cases.push(session(rng, capacity, rng.int(1, rng.bool() ? 30 : 2500), keys, rng.pick([0.2, 0.5, 0.8])));
  }
  return cases;
}

// Full cache of 10^4 keys and 2 * 10^5 calls, mostly inserts of new keys: an eviction on nearly every call.
// Values stay single-digit so one test's output stays under the judge's 1 MB per-run cap.
export function large(rng) {
  const n = 200000;
  const evict = [['LFUCache'], [[10000]]];
  for (let i = 0; i < n; i++) {
    if (i % 10 === 9) evict[0].push('get'), evict[1].push([rng.int(0, 100000)]);
    else evict[0].push('put'), evict[1].push([i % 100001, rng.int(0, 9)]);
  }
  return [evict, session(rng, 10000, n, 100000, 0.3, 9), session(rng, 10000, n, 20000, 0.5, 9)];
}
