class Solution:
    def findOrder(self, numCourses: int, prerequisites: List[List[int]]) -> List[int]:
        graph = [[] for _ in range(numCourses)]
        indeg = [0] * numCourses
        for a, b in prerequisites:
            graph[b].append(a)
            indeg[a] += 1
        queue = deque(i for i in range(numCourses) if indeg[i] == 0)
        order = []
        while queue:
            c = queue.popleft()
            order.append(c)
            for d in graph[c]:
                indeg[d] -= 1
                if indeg[d] == 0:
                    queue.append(d)
        return order if len(order) == numCourses else []
