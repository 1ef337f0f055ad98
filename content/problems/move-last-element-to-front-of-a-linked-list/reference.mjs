export default function moveToFront(head) {
  if (head.length < 2) return head;
  return [head[head.length - 1], ...head.slice(0, -1)];
}
