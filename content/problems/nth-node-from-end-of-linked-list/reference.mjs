export default function getNthFromLast(head, n) {
  return n > head.length ? -1 : head[head.length - n];
}
