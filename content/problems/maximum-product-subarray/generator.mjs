// Segments between zeros keep |product| of the whole segment <= 2^31 - 1, so every subarray product fits.
function segment(rng, maxLen) {
  const out = [];
  let mag = 1;
  const len = rng.int(1, maxLen);
  for (let i = 0; i < len; i++) {
    let v = rng.int(1, 10);
    if (rng.float() < 0.6) v = 1;
    if (mag * v > 2147483647) v = 1;
    mag *= v;
    out.push(rng.bool() ? -v : v);
  }
  return out;
}

export default function generate(rng) {
  const cases = [
    [[0]],
    [[-10]],
    [[10]],
    [[-1, -1]],
    [[-2, 0]],
    [[0, -3, 0]],
    [[-1, -2, -3]],
    [[2, -5, -2, -4, 3]],
    [Array(20000).fill(0)],
    [Array(20000).fill(-1)],
    [[...Array(4999).fill(1), -1]],
    [[10, 10, 10, 10, 10, 10, 10, 10, 10, 2]],
    [[-10, 10, -10, 10, -10, 10, -10, 10, -10, 2]],
  ];
  while (cases.length < 30) {
    const target = rng.int(1, rng.bool() ? 12 : 4000);
    const arr = [];
    while (arr.length < target) {
      arr.push(...segment(rng, rng.pick([3, 10, 40])));
      if (arr.length < target) arr.push(0);
    }
    cases.push([arr.slice(0, target)]);
  }
  return cases;
}
