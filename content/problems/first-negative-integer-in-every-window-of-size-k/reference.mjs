export default function solve(arr, k) {
  const neg = [];
  let head = 0;
  const out = [];
  for (let i = 0; i < arr.length; i++) {
    if (arr[i] < 0) neg.push(i);
    if (i >= k - 1) {
      while (head < neg.length && neg[head] < i - k + 1) head++;
      out.push(head < neg.length ? arr[neg[head]] : 0);
    }
  }
  return out;
}
