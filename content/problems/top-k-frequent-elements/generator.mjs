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
  cases.push(make(rng, 3000, 1000, 12, -10000, 10000));
  cases.push(make(rng, 2000, 1, 60, -10000, 10000));
  return cases;
}
