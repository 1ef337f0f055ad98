export default function solve(arr) {
  let s3 = 0;
  let s2 = 0;
  let s1 = 0;
  for (let i = 0; i < arr.length; i++) {
    const prev = i > 0 ? arr[i - 1] : 0;
    const cur = Math.max(s1, arr[i] + s2, arr[i] + prev + s3);
    s3 = s2;
    s2 = s1;
    s1 = cur;
  }
  return s1;
}
