const sorted = (a) => a.sort((x, y) => x - y);

function randomLists(rng, k, total, lo, hi) {
  // split `total` nodes over k lists (each at most 500), sorted values in [lo, hi]
  const sizes = Array(k).fill(0);
  for (let t = 0; t < total; t++) {
    const i = rng.int(0, k - 1);
    if (sizes[i] < 500) sizes[i]++;
  }
  return sizes.map((n) => sorted(rng.intArray(n, lo, hi)));
}

export default function generate(rng) {
  const cases = [
    [[]],
    [[[]]],
    [[[], [], []]],
    [[[-10000]]],
    [[[10000], [-10000]]],
    [[[], [1, 2, 3], []]],
    [[[5, 5, 5], [5, 5], [5]]],
    [[[1, 2, 3], [4, 5, 6], [7, 8, 9]]],
    [[[7, 8, 9], [1, 2, 3], [4, 5, 6]]],
    [[[-3, -1, 2], [-2, 0, 2, 2], [], [-10000, 10000]]],
    [[Array.from({ length: 500 }, (_, i) => i - 250)]],
  ];
  while (cases.length < 30) {
    const k = rng.int(1, rng.bool() ? 6 : 60);
    const total = rng.int(0, rng.bool() ? 30 : 600);
    const span = rng.pick([3, 100, 10000]);
    cases.push([randomLists(rng, k, total, -span, span)]);
  }
  return cases;
}

export function large(rng) {
  // naive worst case: 10^4 one-node lists, so every step scans about 10^4 heads
  const single = sorted(rng.intArray(10000, -10000, 10000)).reverse().map((v) => [v]);
  const interleaved = Array.from({ length: 10000 }, (_, i) => [((i * 7919) % 20001) - 10000]);
  // a few long lists at the maximum length among many empty ones
  const sparse = Array.from({ length: 10000 }, () => []);
  for (let j = 0; j < 20; j++) sparse[rng.int(0, 9999)] = sorted(rng.intArray(500, -10000, 10000));
  return [[single], [interleaved], [randomLists(rng, 10000, 10000, -10000, 10000)], [sparse]];
}
