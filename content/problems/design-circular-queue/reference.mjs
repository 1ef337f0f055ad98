export default class MyCircularQueue {
  constructor(k) {
    this.k = k;
    this.items = [];
  }
  enQueue(value) {
    if (this.items.length === this.k) return false;
    this.items.push(value);
    return true;
  }
  deQueue() {
    if (this.items.length === 0) return false;
    this.items.shift();
    return true;
  }
  Front() {
    return this.items.length ? this.items[0] : -1;
  }
  Rear() {
    return this.items.length ? this.items[this.items.length - 1] : -1;
  }
  isEmpty() {
    return this.items.length === 0;
  }
  isFull() {
    return this.items.length === this.k;
  }
}
