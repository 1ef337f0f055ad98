export default function removeNodes(head) {
  const out = [];
  let best = -Infinity;
  for (let i = head.length - 1; i >= 0; i--) {
    if (head[i] >= best) {
      out.push(head[i]);
      best = head[i];
    }
  }
  return out.reverse();
}
