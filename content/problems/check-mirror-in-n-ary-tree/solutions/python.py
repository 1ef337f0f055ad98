class Solution:
    def checkMirrorTree(self, n: int, e: int, A: List[int], B: List[int]) -> int:
        stacks = [[] for _ in range(n + 1)]
        for i in range(0, 2 * e, 2):
            stacks[A[i]].append(A[i + 1])
        for i in range(0, 2 * e, 2):
            s = stacks[B[i]]
            if not s or s.pop() != B[i + 1]:
                return 0
        return 1
