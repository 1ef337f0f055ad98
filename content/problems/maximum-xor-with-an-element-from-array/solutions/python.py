class Solution:
    def maximizeXor(self, nums: List[int], queries: List[List[int]]) -> List[int]:
        nums.sort()
        order = sorted(range(len(queries)), key=lambda i: queries[i][1])
        zero = [0]
        one = [0]
        out = [-1] * len(queries)
        p = 0
        n = len(nums)
        for qi in order:
            x, m = queries[qi]
            while p < n and nums[p] <= m:
                v = nums[p]
                node = 0
                for b in range(29, -1, -1):
                    arr = one if (v >> b) & 1 else zero
                    if not arr[node]:
                        arr[node] = len(zero)
                        zero.append(0)
                        one.append(0)
                    node = arr[node]
                p += 1
            if p == 0:
                continue
            node = 0
            best = 0
            for b in range(29, -1, -1):
                if (x >> b) & 1:
                    if zero[node]:
                        best |= 1 << b
                        node = zero[node]
                    else:
                        node = one[node]
                else:
                    if one[node]:
                        best |= 1 << b
                        node = one[node]
                    else:
                        node = zero[node]
            out[qi] = best
        return out
