class Solution:
    def findCatalan(self, n: int) -> int:
        MOD = 10**9 + 7
        num = 1
        for i in range(1, 2 * n + 1):
            num = num * i % MOD
        fact = 1
        for i in range(1, n + 1):
            fact = fact * i % MOD
        den = fact * fact % MOD * (n + 1) % MOD
        return num * pow(den, MOD - 2, MOD) % MOD
