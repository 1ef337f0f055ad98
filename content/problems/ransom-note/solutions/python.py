class Solution:
    def canConstruct(self, ransomNote: str, magazine: str) -> bool:
        if len(ransomNote) > len(magazine):
            return False
        have = [0] * 26
        for ch in magazine:
            have[ord(ch) - 97] += 1
        for ch in ransomNote:
            k = ord(ch) - 97
            have[k] -= 1
            if have[k] < 0:
                return False
        return True
