class Solution:
    def majorityElement(self, arr: List[int]) -> int:
        candidate, votes = -1, 0
        for v in arr:
            if votes == 0:
                candidate = v
            votes += 1 if v == candidate else -1
        return candidate if arr.count(candidate) * 2 > len(arr) else -1
