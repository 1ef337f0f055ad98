// A perfect tree in level order: level k holds 2^k values; print each followed by "#".
export default function solve(root) {
  const out = [];
  for (let start = 0, size = 1; start < root.length; start += size, size *= 2) {
    out.push(...root.slice(start, start + size), '#');
  }
  return out;
}
