export default function solve(arr) {
  return arr.flat().sort((a, b) => a - b);
}
