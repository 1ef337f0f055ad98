class Solution:
    def findSubString(self, str: str) -> int:
        s = str
        need = len(set(s))
        count = defaultdict(int)
        have = 0
        best = len(s)
        left = 0
        for right, c in enumerate(s):
            count[c] += 1
            if count[c] == 1:
                have += 1
            while have == need:
                if right - left + 1 < best:
                    best = right - left + 1
                d = s[left]
                count[d] -= 1
                if count[d] == 0:
                    have -= 1
                left += 1
        return best
