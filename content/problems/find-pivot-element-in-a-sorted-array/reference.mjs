export default function findPivot(arr) {
  for (let i = 0; i + 1 < arr.length; i++) if (arr[i] > arr[i + 1]) return i;
  return arr.length - 1;
}
