class Solution:
    def findLongestChain(self, pairs: List[List[int]]) -> int:
        end, count = float('-inf'), 0
        for l, r in sorted(pairs, key=lambda p: p[1]):
            if l > end:
                count += 1
                end = r
        return count
