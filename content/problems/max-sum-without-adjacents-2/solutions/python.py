class Solution:
    def findMaxSum(self, arr: List[int]) -> int:
        s3 = s2 = s1 = 0
        prev = 0
        for v in arr:
            a = v + s2
            b = v + prev + s3
            cur = s1
            if a > cur:
                cur = a
            if b > cur:
                cur = b
            s3, s2, s1 = s2, s1, cur
            prev = v
        return s1
