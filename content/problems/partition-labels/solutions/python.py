class Solution:
    def partitionLabels(self, s: str) -> List[int]:
        last = {c: i for i, c in enumerate(s)}
        result = []
        start = end = 0
        for i, c in enumerate(s):
            if last[c] > end:
                end = last[c]
            if i == end:
                result.append(end - start + 1)
                start = i + 1
        return result
