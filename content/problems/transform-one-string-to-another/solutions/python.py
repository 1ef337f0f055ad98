class Solution:
    def transform(self, A: str, B: str) -> int:
        if len(A) != len(B) or collections.Counter(A) != collections.Counter(B):
            return -1
        j = len(B) - 1
        for i in range(len(A) - 1, -1, -1):
            if j >= 0 and A[i] == B[j]:
                j -= 1
        return j + 1
