export default function solve(rootArr, k) {
  const vals = rootArr.filter((v) => v !== null).sort((a, b) => a - b);
  return vals[k - 1];
}
