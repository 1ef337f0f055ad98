export default function solve(n) {
  let s = '1';
  for (let k = 1; k < n; k++) s = s.replace(/(.)\1*/g, (run) => `${run.length}${run[0]}`);
  return s;
}
