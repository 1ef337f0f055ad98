class Solution:
    def maximumAmount(self, arr: List[int]) -> int:
        n = len(arr)
        d = [0] * n
        for i in range(n - 1, -1, -1):
            d[i] = arr[i]
            a = arr[i]
            for j in range(i + 1, n):
                x = a - d[j]
                y = arr[j] - d[j - 1]
                d[j] = x if x > y else y
        return (sum(arr) + d[n - 1]) // 2
