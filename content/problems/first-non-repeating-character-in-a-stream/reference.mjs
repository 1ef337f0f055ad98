export default function solve(A) {
  const count = new Map();
  const queue = [];
  let head = 0;
  let out = '';
  for (const c of A) {
    const k = (count.get(c) ?? 0) + 1;
    count.set(c, k);
    if (k === 1) queue.push(c);
    while (head < queue.length && count.get(queue[head]) > 1) head++;
    out += head < queue.length ? queue[head] : '#';
  }
  return out;
}
