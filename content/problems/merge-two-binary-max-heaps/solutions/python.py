class Solution:
    def mergeHeaps(self, a: List[int], b: List[int]) -> List[int]:
        c = a + b
        n = len(c)
        for i in range(n // 2 - 1, -1, -1):
            j = i
            while True:
                big = j
                l, r = 2 * j + 1, 2 * j + 2
                if l < n and c[l] > c[big]:
                    big = l
                if r < n and c[r] > c[big]:
                    big = r
                if big == j:
                    break
                c[j], c[big] = c[big], c[j]
                j = big
        return c
