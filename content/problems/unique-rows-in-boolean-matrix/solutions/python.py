class Solution:
    def uniqueRow(self, M: List[List[int]]) -> List[List[int]]:
        seen = set()
        res = []
        for row in M:
            key = tuple(row)
            if key not in seen:
                seen.add(key)
                res.append(row)
        return res
