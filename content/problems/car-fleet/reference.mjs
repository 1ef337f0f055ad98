export default function solve(target, position, speed) {
  // exact rational comparison: car b (behind) catches fleet with time num/den iff (target-pb)*den <= num*sb
  const idx = position.map((_, i) => i).sort((a, b) => position[b] - position[a]);
  let fleets = 0;
  let num = -1, den = 1; // lead time as fraction; -1 means none
  for (const i of idx) {
    const n2 = target - position[i], d2 = speed[i];
    if (num < 0 || n2 * den > num * d2) {
      fleets++;
      num = n2;
      den = d2;
    }
  }
  return fleets;
}
