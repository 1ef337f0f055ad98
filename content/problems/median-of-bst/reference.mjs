export default function findMedian(rootArr) {
  const keys = rootArr.filter((v) => v !== null).sort((a, b) => a - b);
  const n = keys.length;
  return n % 2 ? keys[(n - 1) / 2] : (keys[n / 2 - 1] + keys[n / 2]) / 2;
}
