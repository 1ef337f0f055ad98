// Oracle with plain sets (independent of the trie solutions).
export default class Trie {
  constructor() {
    this.words = new Set();
    this.prefixes = new Set();
  }
  insert(word) {
    this.words.add(word);
    for (let i = 1; i <= word.length; i++) this.prefixes.add(word.slice(0, i));
  }
  search(word) {
    return this.words.has(word);
  }
  startsWith(prefix) {
    return this.prefixes.has(prefix);
  }
}
