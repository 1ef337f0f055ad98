class Solution:
    def longestWord(self, words: List[str]) -> str:
        good = {""}
        best = ""
        for w in sorted(set(words), key=lambda x: (len(x), x)):
            if w[:-1] in good:
                good.add(w)
                if len(w) > len(best):
                    best = w
        return best
