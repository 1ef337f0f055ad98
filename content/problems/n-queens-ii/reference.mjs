export default function solve(n) {
  const full = (1 << n) - 1;
  const count = (cols, d1, d2) => {
    if (cols === full) return 1;
    let total = 0;
    let free = full & ~(cols | d1 | d2);
    while (free) {
      const bit = free & -free;
      free -= bit;
      total += count(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1);
    }
    return total;
  };
  return count(0, 0, 0);
}
