class Solution:
    def kthLargest(self, arr: List[int], k: int) -> int:
        prefix = [0]
        for v in arr:
            prefix.append(prefix[-1] + v)
        sums = []
        n = len(arr)
        for i in range(n):
            p = prefix[i]
            sums.extend(q - p for q in prefix[i + 1:])
        sums.sort(reverse=True)
        return sums[k - 1]
