class Solution:
    def characterReplacement(self, s: str, k: int) -> int:
        count = [0] * 26
        left = maxf = 0
        for right, ch in enumerate(s):
            idx = ord(ch) - 65
            count[idx] += 1
            if count[idx] > maxf:
                maxf = count[idx]
            if right - left + 1 - maxf > k:
                count[ord(s[left]) - 65] -= 1
                left += 1
        return len(s) - left
