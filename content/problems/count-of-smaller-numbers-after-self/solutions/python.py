class Solution:
    def countSmaller(self, nums: List[int]) -> List[int]:
        offset, size = 10**4 + 1, 2 * 10**4 + 2
        tree = [0] * (size + 1)
        out = [0] * len(nums)
        for i in range(len(nums) - 1, -1, -1):
            v = nums[i] + offset
            j, total = v - 1, 0
            while j > 0:
                total += tree[j]
                j -= j & -j
            out[i] = total
            while v <= size:
                tree[v] += 1
                v += v & -v
        return out
