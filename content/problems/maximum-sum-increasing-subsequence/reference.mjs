export default function solve(arr) {
  const best = [];
  let ans = 0;
  for (let i = 0; i < arr.length; i++) {
    let b = 0;
    for (let j = 0; j < i; j++) if (arr[j] < arr[i] && best[j] > b) b = best[j];
    best.push(b + arr[i]);
    ans = Math.max(ans, best[i]);
  }
  return ans;
}
