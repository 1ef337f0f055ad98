class Solution:
    def countDistinct(self, s: str) -> int:
        n = len(s)
        suffixes = sorted(s[i:] for i in range(n))
        total = n * (n + 1) // 2
        for a, b in zip(suffixes, suffixes[1:]):
            l = 0
            m = min(len(a), len(b))
            while l < m and a[l] == b[l]:
                l += 1
            total -= l
        return total
