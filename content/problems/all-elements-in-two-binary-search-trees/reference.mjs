export default function getAllElements(root1, root2) {
  return [...root1, ...root2].filter((v) => v !== null).sort((a, b) => a - b);
}
