export default function median(mat) {
  const all = mat.flat().sort((a, b) => a - b);
  return all[Math.floor(all.length / 2)];
}
