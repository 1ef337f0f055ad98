class Solution:
    def candyStore(self, candies: List[int], N: int, K: int) -> List[int]:
        a = sorted(candies)
        paid = (N + K) // (K + 1)
        return [sum(a[:paid]), sum(a[N - paid:])]
