class Solution:
    def findAnagrams(self, s: str, p: str) -> List[int]:
        m = len(p)
        if m > len(s):
            return []
        need = [0] * 26
        for ch in p:
            need[ord(ch) - 97] += 1
        missing = m
        out = []
        for r in range(len(s)):
            c = ord(s[r]) - 97
            if need[c] > 0:
                missing -= 1
            need[c] -= 1
            if r >= m:
                o = ord(s[r - m]) - 97
                need[o] += 1
                if need[o] > 0:
                    missing += 1
            if missing == 0:
                out.append(r - m + 1)
        return out
