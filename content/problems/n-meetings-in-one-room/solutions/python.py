class Solution:
    def maxMeetings(self, start: List[int], end: List[int]) -> int:
        last = -1
        count = 0
        for e, s in sorted(zip(end, start)):
            if s > last:
                count += 1
                last = e
        return count
