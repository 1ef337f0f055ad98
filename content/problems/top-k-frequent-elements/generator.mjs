// Builds arrays whose k-th highest frequency is strictly above the (k+1)-th, so the answer is unique.
function make(rng, distinct, k, maxFreq, lo, hi) {
  const values = new Set();
  while (values.size < distinct) values.add(rng.int(lo, hi));
  const freqs = Array.from({ length: distinct }, () => rng.int(1, maxFreq)).sort((a, b) => b - a);
  if (k < distinct && freqs[k - 1] === freqs[k]) {
    for (let i = 0; i < k; i++) freqs[i] += 1;
  }
  const nums = [];
  [...values].forEach((v, i) => {
    for (let c = 0; c < freqs[i]; c++) nums.push(v);
  });
  return [rng.shuffle(nums), k];
}

export default function generate(rng) {
  const cases = [
    [[5], 1],
    [[-10000, 10000, 10000], 1],
    [[1, 2], 2],
    [[4, 4, 4, 4], 1],
    [[3, 0, 1, 0], 1],
    [[1, 2, 3, 1, 2, 1], 3],
    [[-1, -1, 2, 2, 2, 3], 2],
    [[7, 7, 8, 8, 9], 2],
    [[6, 5, 4, 3, 2, 1], 6],
  ];
  for (let k = 0; k < 6; k++) {
    const d = rng.int(1, 8);
    cases.push(make(rng, d, rng.int(1, d), 6, -20, 20));
  }
  for (let k = 0; k < 4; k++) {
    const d = rng.int(20, 500);
    cases.push(make(rng, d, rng.int(1, d), 60, -10000, 10000));
  }
  cases.push(make(rng, 1500, 500, 3, -10000, 10000));
  cases.push(make(rng, 500, 1, 6, -10000, 10000));
  return cases;
}

/** n close to 10^5, up to every value in -10^4..10^4 present (k = 20001, the largest k the range allows). */
export function large(rng) {
  const all = Array.from({ length: 20001 }, (_, i) => i - 10000);
  const everyValue = rng.shuffle([...all, ...all, ...all, ...all, ...all.slice(0, 19996)]);
  return [
    [everyValue, 20001],
    make(rng, 19000, 5000, 9, -10000, 10000),
    make(rng, 1000, 1, 190, -10000, 10000),
    [Array(100000).fill(10000), 1],
  ];
}
