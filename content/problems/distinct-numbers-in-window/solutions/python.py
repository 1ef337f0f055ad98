class Solution:
    def dNums(self, A: List[int], B: int) -> List[int]:
        freq = defaultdict(int)
        out = []
        for i, v in enumerate(A):
            freq[v] += 1
            if i >= B:
                old = A[i - B]
                freq[old] -= 1
                if freq[old] == 0:
                    del freq[old]
            if i >= B - 1:
                out.append(len(freq))
        return out
