// Each use count has a bucket: a doubly linked list of entries, least recently used at the head.
class Bucket {
  constructor() {
    this.head = { prev: null, next: null };
    this.tail = { prev: this.head, next: null };
    this.head.next = this.tail;
    this.size = 0;
  }
  append(e) {
    e.prev = this.tail.prev;
    e.next = this.tail;
    this.tail.prev.next = e;
    this.tail.prev = e;
    this.size++;
  }
  remove(e) {
    e.prev.next = e.next;
    e.next.prev = e.prev;
    this.size--;
  }
}

export default class LFUCache {
  constructor(capacity) {
    this.capacity = capacity;
    this.entries = new Map();
    this.buckets = new Map();
    this.minCount = 0;
  }
  bucket(c) {
    let b = this.buckets.get(c);
    if (!b) this.buckets.set(c, (b = new Bucket()));
    return b;
  }
  touch(e) {
    const b = this.buckets.get(e.count);
    b.remove(e);
    if (!b.size) {
      this.buckets.delete(e.count);
      if (this.minCount === e.count) this.minCount++;
    }
    e.count++;
    this.bucket(e.count).append(e);
  }
  get(key) {
    const e = this.entries.get(key);
    if (!e) return -1;
    this.touch(e);
    return e.value;
  }
  put(key, value) {
    const e = this.entries.get(key);
    if (e) {
      e.value = value;
      this.touch(e);
      return;
    }
    if (this.entries.size >= this.capacity) {
      const b = this.buckets.get(this.minCount);
      const victim = b.head.next;
      b.remove(victim);
      if (!b.size) this.buckets.delete(this.minCount);
      this.entries.delete(victim.key);
    }
    const fresh = { key, value, count: 1, prev: null, next: null };
    this.entries.set(key, fresh);
    this.bucket(1).append(fresh);
    this.minCount = 1;
  }
}
