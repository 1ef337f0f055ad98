export default function solve(arr, k) {
  const maxQ = [];
  const minQ = [];
  let maxHead = 0;
  let minHead = 0;
  let total = 0;
  for (let i = 0; i < arr.length; i++) {
    while (maxQ.length > maxHead && arr[maxQ[maxQ.length - 1]] <= arr[i]) maxQ.pop();
    maxQ.push(i);
    while (minQ.length > minHead && arr[minQ[minQ.length - 1]] >= arr[i]) minQ.pop();
    minQ.push(i);
    if (maxQ[maxHead] <= i - k) maxHead++;
    if (minQ[minHead] <= i - k) minHead++;
    if (i >= k - 1) total += arr[maxQ[maxHead]] + arr[minQ[minHead]];
  }
  return total;
}
