class Solution:
    def superEggDrop(self, k: int, n: int) -> int:
        covered = [0] * (k + 1)
        moves = 0
        while covered[k] < n:
            moves += 1
            for e in range(k, 0, -1):
                covered[e] = covered[e] + covered[e - 1] + 1
        return moves
