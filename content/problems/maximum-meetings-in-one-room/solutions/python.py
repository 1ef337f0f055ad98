class Solution:
    def maxMeetings(self, N: int, S: List[int], F: List[int]) -> List[int]:
        last = -1
        out = []
        for i in sorted(range(N), key=lambda i: (F[i], i)):
            if S[i] > last:
                out.append(i + 1)
                last = F[i]
        out.sort()
        return out
