export default function kthLargest(rootArr, k) {
  const vals = rootArr.filter((v) => v !== null).sort((a, b) => b - a);
  return vals[k - 1];
}
