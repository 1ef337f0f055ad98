export default function solve(s, t) {
  return [...s].sort().join('') === [...t].sort().join('');
}
