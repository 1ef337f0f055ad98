class Solution:
    def modifyQueue(self, q: List[int], k: int) -> List[int]:
        queue = collections.deque(q)
        stack = [queue.popleft() for _ in range(k)]
        while stack:
            queue.append(stack.pop())
        for _ in range(len(queue) - k):
            queue.append(queue.popleft())
        return list(queue)
