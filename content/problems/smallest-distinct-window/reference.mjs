export default function findSubString(str) {
  const need = new Set(str).size;
  const count = new Map();
  let have = 0;
  let best = Infinity;
  let left = 0;
  for (let right = 0; right < str.length; right++) {
    const c = str[right];
    count.set(c, (count.get(c) ?? 0) + 1);
    if (count.get(c) === 1) have++;
    while (have === need) {
      best = Math.min(best, right - left + 1);
      const d = str[left++];
      count.set(d, count.get(d) - 1);
      if (count.get(d) === 0) have--;
    }
  }
  return best;
}
