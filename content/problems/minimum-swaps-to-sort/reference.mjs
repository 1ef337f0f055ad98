export default function minSwaps(nums) {
  const n = nums.length;
  const order = nums.map((v, i) => [v, i]).sort((a, b) => a[0] - b[0]);
  const seen = new Uint8Array(n);
  let cycles = 0;
  for (let i = 0; i < n; i++) {
    if (seen[i]) continue;
    cycles++;
    for (let j = i; !seen[j]; j = order[j][1]) seen[j] = 1;
  }
  return n - cycles;
}
