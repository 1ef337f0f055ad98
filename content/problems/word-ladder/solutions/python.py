class Solution:
    def ladderLength(self, beginWord: str, endWord: str, wordList: List[str]) -> int:
        if beginWord == endWord:
            return 1
        words = set(wordList)
        if endWord not in words:
            return 0
        letters = 'abcdefghijklmnopqrstuvwxyz'
        # bidirectional BFS
        front, back = {beginWord}, {endWord}
        words.discard(beginWord)
        words.discard(endWord)
        steps = 1
        while front and back:
            if len(front) > len(back):
                front, back = back, front
            steps += 1
            nxt = set()
            for w in front:
                for i in range(len(w)):
                    head, tail = w[:i], w[i + 1:]
                    for ch in letters:
                        cand = head + ch + tail
                        if cand in back:
                            return steps
                        if cand in words:
                            words.remove(cand)
                            nxt.add(cand)
            front = nxt
        return 0
