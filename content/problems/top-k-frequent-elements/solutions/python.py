class Solution:
    def topKFrequent(self, nums: List[int], k: int) -> List[int]:
        freq = collections.Counter(nums)
        return [value for value, _ in heapq.nlargest(k, freq.items(), key=lambda item: item[1])]
