class Solution:
    def rev(self, q: List[int]) -> List[int]:
        queue = collections.deque(q)
        stack = []
        while queue:
            stack.append(queue.popleft())
        while stack:
            queue.append(stack.pop())
        return list(queue)
