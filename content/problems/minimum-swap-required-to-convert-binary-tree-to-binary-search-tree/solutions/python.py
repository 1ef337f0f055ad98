class Solution:
    def minSwaps(self, A: List[int]) -> int:
        n = len(A)
        seq = []
        stack = []
        i = 0
        while i < n or stack:
            while i < n:
                stack.append(i)
                i = 2 * i + 1
            j = stack.pop()
            seq.append(A[j])
            i = 2 * j + 2
        idx = sorted(range(n), key=seq.__getitem__)
        seen = [False] * n
        swaps = 0
        for k in range(n):
            if seen[k]:
                continue
            length = 0
            q = k
            while not seen[q]:
                seen[q] = True
                length += 1
                q = idx[q]
            swaps += length - 1
        return swaps
