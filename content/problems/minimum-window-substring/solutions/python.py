class Solution:
    def minWindow(self, s: str, t: str) -> str:
        if len(t) > len(s):
            return ""
        need = Counter(t)
        missing = len(t)
        l = 0
        best_len, best_l = len(s) + 1, 0
        for r, ch in enumerate(s):
            if need[ch] > 0:
                missing -= 1
            need[ch] -= 1
            while missing == 0:
                if r - l + 1 < best_len:
                    best_len, best_l = r - l + 1, l
                c = s[l]
                need[c] += 1
                if need[c] > 0:
                    missing += 1
                l += 1
        return "" if best_len > len(s) else s[best_l:best_l + best_len]
