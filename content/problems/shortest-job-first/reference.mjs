export default function solve(bt) {
  const a = Int32Array.from(bt).sort();
  let clock = 0;
  let wait = 0;
  for (const x of a) {
    wait += clock;
    clock += x;
  }
  return Math.floor(wait / a.length);
}
