export default function solve(nums, target) {
  const a = nums.slice().sort((x, y) => x - y);
  const n = a.length;
  const out = [];
  for (let i = 0; i < n; i++) {
    if (i > 0 && a[i] === a[i - 1]) continue;
    for (let j = i + 1; j < n; j++) {
      if (j > i + 1 && a[j] === a[j - 1]) continue;
      let l = j + 1;
      let r = n - 1;
      while (l < r) {
        const s = a[i] + a[j] + a[l] + a[r];
        if (s < target) l++;
        else if (s > target) r--;
        else {
          out.push([a[i], a[j], a[l], a[r]]);
          while (l < r && a[l] === a[l + 1]) l++;
          while (l < r && a[r] === a[r - 1]) r--;
          l++;
          r--;
        }
      }
    }
  }
  return out;
}
