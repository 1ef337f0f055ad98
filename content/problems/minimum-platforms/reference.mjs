export default function solve(arr, dep) {
  const diff = new Array(2361).fill(0);
  for (let i = 0; i < arr.length; i++) {
    diff[arr[i]]++;
    diff[dep[i] + 1]--;
  }
  let cur = 0;
  let best = 0;
  for (const d of diff) {
    cur += d;
    if (cur > best) best = cur;
  }
  return best;
}
