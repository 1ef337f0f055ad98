export default function segregate(head) {
  return [...head].sort((a, b) => a - b);
}
