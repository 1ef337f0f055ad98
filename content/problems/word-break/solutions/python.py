class Solution:
    def wordBreak(self, s: str, wordDict: List[str]) -> bool:
        words = set(wordDict)
        max_len = max(len(w) for w in wordDict)
        n = len(s)
        ok = [True] + [False] * n
        for i in range(1, n + 1):
            for j in range(i - 1, max(0, i - max_len) - 1, -1):
                if ok[j] and s[j:i] in words:
                    ok[i] = True
                    break
        return ok[n]
