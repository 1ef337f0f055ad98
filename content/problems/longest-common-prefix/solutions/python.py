class Solution:
    def longestCommonPrefix(self, strs: List[str]) -> str:
        first = strs[0]
        for i, ch in enumerate(first):
            for w in strs[1:]:
                if i == len(w) or w[i] != ch:
                    return first[:i]
        return first
