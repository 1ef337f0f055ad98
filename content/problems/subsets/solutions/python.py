class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        out = []
        cur = []

        def go(i: int) -> None:
            if i == len(nums):
                out.append(cur.copy())
                return
            go(i + 1)
            cur.append(nums[i])
            go(i + 1)
            cur.pop()

        go(0)
        return out
