class Solution:
    def checkInclusion(self, s1: str, s2: str) -> bool:
        m, n = len(s1), len(s2)
        if m > n:
            return False
        need = [0] * 26
        have = [0] * 26
        for c in s1:
            need[ord(c) - 97] += 1
        for c in s2[:m]:
            have[ord(c) - 97] += 1
        matches = sum(1 for i in range(26) if need[i] == have[i])
        for i in range(m, n):
            if matches == 26:
                return True
            add, rem = ord(s2[i]) - 97, ord(s2[i - m]) - 97
            if add == rem:
                continue
            if have[add] == need[add]:
                matches -= 1
            have[add] += 1
            if have[add] == need[add]:
                matches += 1
            if have[rem] == need[rem]:
                matches -= 1
            have[rem] -= 1
            if have[rem] == need[rem]:
                matches += 1
        return matches == 26
