export default function solve(x) {
  const s = String(x);
  return s === [...s].reverse().join('');
}
