export default class ArrayQueue {
  constructor() {
    this.items = [];
    this.head = 0;
  }
  enqueue(x) {
    this.items.push(x);
  }
  dequeue() {
    if (this.head === this.items.length) return -1;
    return this.items[this.head++];
  }
  front() {
    return this.head === this.items.length ? -1 : this.items[this.head];
  }
  isEmpty() {
    return this.head === this.items.length;
  }
  size() {
    return this.items.length - this.head;
  }
}
