export default function subarrayXor(arr, k) {
  const seen = new Map([[0, 1]]);
  let x = 0;
  let count = 0;
  for (const v of arr) {
    x = (x ^ v) >>> 0;
    count += seen.get((x ^ k) >>> 0) ?? 0;
    seen.set(x, (seen.get(x) ?? 0) + 1);
  }
  return count;
}
