class Trie:

    def __init__(self):
        # node: [children dict, pass count, end count]
        self.root = [{}, 0, 0]

    def insert(self, word: str) -> None:
        node = self.root
        for ch in word:
            nxt = node[0].get(ch)
            if nxt is None:
                nxt = [{}, 0, 0]
                node[0][ch] = nxt
            node = nxt
            node[1] += 1
        node[2] += 1

    def _find(self, s):
        node = self.root
        for ch in s:
            node = node[0].get(ch)
            if node is None:
                return None
        return node

    def countWordsEqualTo(self, word: str) -> int:
        node = self._find(word)
        return node[2] if node else 0

    def countWordsStartingWith(self, prefix: str) -> int:
        node = self._find(prefix)
        return node[1] if node else 0

    def erase(self, word: str) -> None:
        node = self.root
        for ch in word:
            node = node[0][ch]
            node[1] -= 1
        node[2] -= 1
