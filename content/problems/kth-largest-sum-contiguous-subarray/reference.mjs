export default function solve(arr, k) {
  const sums = [];
  for (let i = 0; i < arr.length; i++) {
    let s = 0;
    for (let j = i; j < arr.length; j++) {
      s += arr[j];
      sums.push(s);
    }
  }
  const sorted = Float64Array.from(sums).sort();
  return sorted[sorted.length - k];
}
