export default function solve(s) {
  const n = s.length;
  let count = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i; j < n; j++) {
      let l = i;
      let r = j;
      while (l < r && s[l] === s[r]) {
        l++;
        r--;
      }
      if (l >= r) count++;
    }
  }
  return count;
}
