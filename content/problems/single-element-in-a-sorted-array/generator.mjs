// LeetCode 540: n odd, 1 <= n <= 10^5, 0 <= nums[i] <= 10^5.
function build(rng, pairs, hi, single) {
  // `pairs` distinct values plus one single, drawn from [0, hi], sorted
  const values = new Set();
  while (values.size < pairs + 1) values.add(rng.int(0, hi));
  const sorted = [...values].sort((a, b) => a - b);
  const at = single === 'first' ? 0 : single === 'last' ? pairs : rng.int(0, pairs);
  const out = [];
  sorted.forEach((v, i) => {
    out.push(v);
    if (i !== at) out.push(v);
  });
  return out;
}
export default function generate(rng) {
  const cases = [
    [[0]],
    [[100000]],
    [[0, 1, 1]],
    [[0, 0, 1]],
    [[1, 1, 2, 2, 100000]],
    [[0, 1, 1, 2, 2]],
    [[0, 0, 1, 1, 2, 3, 3]],
    [build(rng, 2499, 100000, 'first')],
    [build(rng, 2499, 100000, 'last')],
  ];
  while (cases.length < 30) {
    const pairs = rng.int(0, rng.bool() ? 8 : 2500);
    cases.push([build(rng, pairs, rng.pick([pairs + 5, 100000]), 'random')]);
  }
  return cases;
}

export function large(rng) {
  const a = Array.from({ length: 99999 }, (_, i) => Math.floor((i + 1) / 2) * 2);
  // a: 0, 2,2, 4,4, ... : the single 0 comes first
  const b = Array.from({ length: 99999 }, (_, i) => Math.floor(i / 2));
  // b: 0,0, 1,1, ..., 49999 : the single comes last
  return [[a], [b], [build(rng, 49999, 100000, 'random')]];
}
