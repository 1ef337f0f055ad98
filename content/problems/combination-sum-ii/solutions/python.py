class Solution:
    def combinationSum2(self, candidates: List[int], target: int) -> List[List[int]]:
        candidates.sort()
        out = []
        path = []

        def go(start, rem):
            if rem == 0:
                out.append(path[:])
                return
            for i in range(start, len(candidates)):
                v = candidates[i]
                if v > rem:
                    break
                if i > start and v == candidates[i - 1]:
                    continue
                path.append(v)
                go(i + 1, rem - v)
                path.pop()

        go(0, target)
        return out
