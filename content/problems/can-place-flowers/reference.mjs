export default function solve(flowerbed, n) {
  const f = [...flowerbed];
  let c = 0;
  for (let i = 0; i < f.length; i++) {
    if (f[i] === 0 && (i === 0 || f[i - 1] === 0) && (i === f.length - 1 || f[i + 1] === 0)) {
      f[i] = 1;
      c++;
    }
  }
  return c >= n;
}
