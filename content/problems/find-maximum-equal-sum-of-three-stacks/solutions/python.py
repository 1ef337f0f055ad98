class Solution:
    def maxEqualSum(self, s1: List[int], s2: List[int], s3: List[int]) -> int:
        st = [s1, s2, s3]
        total = [sum(s) for s in st]
        top = [0, 0, 0]
        while not (total[0] == total[1] == total[2]):
            k = max(range(3), key=lambda i: total[i])
            total[k] -= st[k][top[k]]
            top[k] += 1
        return total[0]
