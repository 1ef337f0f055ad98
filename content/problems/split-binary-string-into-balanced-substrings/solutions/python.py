class Solution:
    def maxSubStr(self, str: str) -> int:
        bal = cnt = 0
        for c in str:
            bal += 1 if c == '0' else -1
            if bal == 0:
                cnt += 1
        return cnt if bal == 0 else -1
