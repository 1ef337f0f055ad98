class Solution:
    def findCircleNum(self, isConnected: List[List[int]]) -> int:
        n = len(isConnected)
        seen = [False] * n
        count = 0
        for s in range(n):
            if seen[s]:
                continue
            count += 1
            seen[s] = True
            stack = [s]
            while stack:
                row = isConnected[stack.pop()]
                for v in range(n):
                    if row[v] and not seen[v]:
                        seen[v] = True
                        stack.append(v)
        return count
