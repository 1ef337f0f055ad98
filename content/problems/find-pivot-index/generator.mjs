// Random arrays rarely balance, so half the random cases get a planted pivot.
function planted(rng, n, lo, hi) {
  const nums = rng.intArray(n, lo, hi);
  const p = rng.int(0, n - 1);
  let left = 0;
  for (let i = 0; i < p; i++) left += nums[i];
  let right = 0;
  for (let i = p + 1; i < n; i++) right += nums[i];
  // Adjust elements on the right (or left) until the sides match, staying within [lo, hi].
  let diff = left - right;
  const order = p < n - 1 ? [...Array(n - 1 - p).keys()].map((k) => p + 1 + k) : [...Array(p).keys()];
  const sign = p < n - 1 ? 1 : -1;
  for (const i of order) {
    if (diff === 0) break;
    const want = nums[i] + sign * diff;
    const next = Math.max(lo, Math.min(hi, want));
    diff -= sign * (next - nums[i]);
    nums[i] = next;
  }
  return [nums];
}

export default function generate(rng) {
  const cases = [
    [[0]],
    [[5]],
    [[-1000]],
    [[1, 1]],
    [[0, 0]],
    [[0, 1]],
    [[1, 0]],
    [[-1, -1, -1, 0, 1, 1]],
    [[-1, -1, 0, 1, 1, 0]],
    [[0, 0, 0, 0]],
    [[1000, -1000, 1000, -1000, 1000]],
    [Array(10000).fill(0)],
  ];
  for (let k = 0; k < 5; k++) cases.push([rng.intArray(rng.int(1, 12), -3, 3)]);
  for (let k = 0; k < 5; k++) cases.push(planted(rng, rng.int(2, 40), -10, 10));
  for (let k = 0; k < 2; k++) cases.push([rng.intArray(10000, -1000, 1000)]);
  for (let k = 0; k < 2; k++) cases.push(planted(rng, 10000, -1000, 1000));
  return cases;
}
