export default function solve(haystack, needle) {
  return haystack.indexOf(needle);
}
