const P = 1000000007n;
export default function solve(h) {
  let prev2 = 1n;
  let prev = 1n;
  for (let i = 2; i <= h; i++) {
    const cur = (prev * ((prev + 2n * prev2) % P)) % P;
    prev2 = prev;
    prev = cur;
  }
  return Number(prev);
}
