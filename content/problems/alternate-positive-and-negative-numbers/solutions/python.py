class Solution:
    def rearrange(self, arr: List[int]) -> None:
        pos = [v for v in arr if v >= 0]
        neg = [v for v in arr if v < 0]
        both = min(len(pos), len(neg))
        out = []
        for i in range(both):
            out.append(pos[i])
            out.append(neg[i])
        out.extend(pos[both:])
        out.extend(neg[both:])
        arr[:] = out
