class Solution:
    def wordBreak(self, s: str, wordDict: List[str]) -> List[str]:
        words = set(wordDict)
        n = len(s)
        memo = {}

        def ways(i: int) -> List[str]:
            if i == n:
                return ['']
            if i in memo:
                return memo[i]
            out = []
            for j in range(i + 1, min(n, i + 10) + 1):
                w = s[i:j]
                if w in words:
                    for rest in ways(j):
                        out.append(w + ' ' + rest if rest else w)
            memo[i] = out
            return out

        return ways(0)
