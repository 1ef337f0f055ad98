class Solution:
    def jobSequencing(self, deadline: List[int], profit: List[int]) -> List[int]:
        n = len(deadline)
        parent = list(range(n + 1))

        def find(x):
            root = x
            while parent[root] != root:
                root = parent[root]
            while parent[x] != root:
                parent[x], x = root, parent[x]
            return root

        count = total = 0
        for p, d in sorted(zip(profit, deadline), reverse=True):
            s = find(min(d, n))
            if s > 0:
                parent[s] = s - 1
                count += 1
                total += p
        return [count, total]
