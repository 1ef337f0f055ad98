class Solution:
    def strStr(self, haystack: str, needle: str) -> int:
        # Z-function on needle + sentinel + haystack
        t = needle + "#" + haystack
        m = len(needle)
        z = [0] * len(t)
        l = r = 0
        for i in range(1, len(t)):
            if i < r:
                z[i] = min(r - i, z[i - l])
            while i + z[i] < len(t) and t[z[i]] == t[i + z[i]]:
                z[i] += 1
            if i + z[i] > r:
                l, r = i, i + z[i]
            if i > m and z[i] == m:
                return i - m - 1
        return -1
