class Solution:
    def maxProfit(self, k: int, prices: List[int]) -> int:
        n = len(prices)
        if 2 * k >= n:
            return sum(max(0, prices[i] - prices[i - 1]) for i in range(1, n))
        buy = [float('-inf')] * (k + 1)
        sell = [0] * (k + 1)
        for p in prices:
            for j in range(1, k + 1):
                b = sell[j - 1] - p
                if b > buy[j]: buy[j] = b
                s = buy[j] + p
                if s > sell[j]: sell[j] = s
        return sell[k]
