class Solution:
    def subArrayExists(self, arr: List[int]) -> bool:
        seen = {0}
        total = 0
        for x in arr:
            total += x
            if total in seen:
                return True
            seen.add(total)
        return False
