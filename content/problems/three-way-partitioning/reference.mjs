export default function threeWayPartition(arr, a, b) {
  const low = arr.filter((v) => v < a);
  const mid = arr.filter((v) => v >= a && v <= b);
  const high = arr.filter((v) => v > b);
  const out = [...low, ...mid, ...high];
  for (let i = 0; i < arr.length; i++) arr[i] = out[i];
}
