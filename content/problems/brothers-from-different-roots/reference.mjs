export default function countPairs(root1, root2, x) {
  const second = new Set(root2.filter((v) => v !== null));
  let count = 0;
  for (const a of root1) if (a !== null && second.has(x - a)) count++;
  return count;
}
