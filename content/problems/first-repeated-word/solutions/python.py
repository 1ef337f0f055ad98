class Solution:
    def firstRepeatedWord(self, s: str) -> str:
        seen = set()
        for w in s.split(' '):
            if w in seen:
                return w
            seen.add(w)
        return ""
