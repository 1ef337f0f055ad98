export default function solve(nums, k) {
  // sparse table range-max
  const n = nums.length;
  const table = [nums.slice()];
  for (let j = 1; 1 << j <= n; j++) {
    const prev = table[j - 1], cur = [];
    for (let i = 0; i + (1 << j) <= n; i++) cur.push(Math.max(prev[i], prev[i + (1 << (j - 1))]));
    table.push(cur);
  }
  const lg = Math.floor(Math.log2(k));
  const out = [];
  for (let i = 0; i + k <= n; i++) out.push(Math.max(table[lg][i], table[lg][i + k - (1 << lg)]));
  return out;
}
