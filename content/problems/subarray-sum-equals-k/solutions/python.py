class Solution:
    def subarraySum(self, nums: List[int], k: int) -> int:
        count = collections.defaultdict(int)
        count[0] = 1
        s = answer = 0
        for x in nums:
            s += x
            answer += count[s - k]
            count[s] += 1
        return answer
