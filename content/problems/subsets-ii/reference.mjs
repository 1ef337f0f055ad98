export default function solve(nums) {
  const a = nums.slice().sort((x, y) => x - y);
  const out = [];
  const path = [];
  const go = (start) => {
    out.push(path.slice());
    for (let i = start; i < a.length; i++) {
      if (i > start && a[i] === a[i - 1]) continue;
      path.push(a[i]);
      go(i + 1);
      path.pop();
    }
  };
  go(0);
  return out;
}
