export default function FirstNonRepeating(A) {
  const count = new Map();
  const queue = [];
  let head = 0;
  let out = '';
  for (const c of A) {
    count.set(c, (count.get(c) ?? 0) + 1);
    if (count.get(c) === 1) queue.push(c);
    while (head < queue.length && count.get(queue[head]) > 1) head++;
    out += head < queue.length ? queue[head] : '#';
  }
  return out;
}
