export default class Trie {
  constructor() {
    this.root = { next: new Map(), pass: 0, end: 0 };
  }
  walk(s) {
    let node = this.root;
    for (const ch of s) {
      node = node.next.get(ch);
      if (!node) return null;
    }
    return node;
  }
  insert(word) {
    let node = this.root;
    for (const ch of word) {
      let nxt = node.next.get(ch);
      if (!nxt) {
        nxt = { next: new Map(), pass: 0, end: 0 };
        node.next.set(ch, nxt);
      }
      node = nxt;
      node.pass++;
    }
    node.end++;
  }
  countWordsEqualTo(word) {
    const node = this.walk(word);
    return node ? node.end : 0;
  }
  countWordsStartingWith(prefix) {
    const node = this.walk(prefix);
    return node ? node.pass : 0;
  }
  erase(word) {
    let node = this.root;
    for (const ch of word) {
      node = node.next.get(ch);
      node.pass--;
    }
    node.end--;
  }
}
