export default class NQueue {
  constructor(n, s) {
    this.capacity = s;
    this.used = 0;
    this.queues = Array.from({ length: n + 1 }, () => ({ items: [], head: 0 }));
  }
  enqueue(x, m) {
    if (this.used === this.capacity) return false;
    this.queues[m].items.push(x);
    this.used++;
    return true;
  }
  dequeue(m) {
    const q = this.queues[m];
    if (q.head === q.items.length) return -1;
    this.used--;
    return q.items[q.head++];
  }
}
