class Solution:
    def findPrefixes(self, arr: List[str]) -> List[str]:
        order = sorted(range(len(arr)), key=lambda i: arr[i])
        need = [0] * len(arr)
        for a, b in zip(order, order[1:]):
            x, y = arr[a], arr[b]
            l = 0
            m = min(len(x), len(y))
            while l < m and x[l] == y[l]:
                l += 1
            if l > need[a]:
                need[a] = l
            if l > need[b]:
                need[b] = l
        return [w[:need[i] + 1] for i, w in enumerate(arr)]
