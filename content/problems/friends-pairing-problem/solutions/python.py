class Solution:
    def countFriendsPairings(self, n: int) -> int:
        M = 10**9 + 7
        a = b = 1
        for i in range(2, n + 1):
            a, b = b, (b + (i - 1) * a) % M
        return b
