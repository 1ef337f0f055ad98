class Solution:
    def permutationCoeff(self, n: int, k: int) -> int:
        MOD = 10**9 + 7
        r = 1
        for i in range(k):
            r = r * (n - i) % MOD
        return r
