export default function findMissing(arr) {
  const d = (arr[arr.length - 1] - arr[0]) / arr.length;
  for (let i = 0; i + 1 < arr.length; i++) if (arr[i + 1] - arr[i] !== d) return arr[i] + d;
  throw new Error('no gap');
}
