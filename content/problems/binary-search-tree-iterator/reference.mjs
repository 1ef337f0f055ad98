// In-order of a BST is its values in increasing order.
export default class BSTIterator {
  constructor(root) {
    this.values = root.filter((v) => v !== null).sort((a, b) => a - b);
    this.at = 0;
  }

  next() {
    return this.values[this.at++];
  }

  hasNext() {
    return this.at < this.values.length;
  }
}
