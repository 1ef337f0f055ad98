export default function solve(s) {
  return s
    .split(' ')
    .filter((w) => w.length > 0)
    .reverse()
    .join(' ');
}
