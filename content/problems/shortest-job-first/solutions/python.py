class Solution:
    def solve(self, bt: List[int]) -> int:
        clock = 0
        wait = 0
        for x in sorted(bt):
            wait += clock
            clock += x
        return wait // len(bt)
