// Binary search on the saw height; input and output are the program's text.
export default function solve(input) {
  const v = input.split(/\s+/).filter(Boolean).map(Number);
  const [n, m] = v;
  const h = v.slice(2, 2 + n);
  let lo = 0;
  let hi = 0;
  for (const x of h) if (x > hi) hi = x;
  const wood = (cut) => {
    let total = 0;
    for (const x of h) if (x > cut) total += x - cut;
    return total;
  };
  while (lo < hi) {
    const mid = Math.floor((lo + hi + 1) / 2);
    if (wood(mid) >= m) lo = mid;
    else hi = mid - 1;
  }
  return `${lo}\n`;
}
