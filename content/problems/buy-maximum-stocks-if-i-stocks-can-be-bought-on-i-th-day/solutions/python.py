class Solution:
    def buyMaximumProducts(self, n: int, k: int, price: List[int]) -> int:
        shares = 0
        for p, quota in sorted((p, i + 1) for i, p in enumerate(price)):
            take = min(quota, k // p)
            shares += take
            k -= take * p
        return shares
