export default function rowWithMax1s(arr) {
  let best = -1;
  let most = 0;
  arr.forEach((row, i) => {
    const ones = row.filter((x) => x === 1).length;
    if (ones > most) {
      most = ones;
      best = i;
    }
  });
  return best;
}
