export default function solve(arr, k) {
  return [...arr].sort((a, b) => b - a).slice(0, k);
}
