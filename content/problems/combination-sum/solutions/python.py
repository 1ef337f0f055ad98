class Solution:
    def combinationSum(self, candidates: List[int], target: int) -> List[List[int]]:
        candidates.sort()
        out = []
        cur = []

        def go(start: int, remain: int) -> None:
            if remain == 0:
                out.append(cur.copy())
                return
            for i in range(start, len(candidates)):
                c = candidates[i]
                if c > remain:
                    break
                cur.append(c)
                go(i, remain - c)
                cur.pop()

        go(0, target)
        return out
