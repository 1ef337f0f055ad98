class Solution:
    def rearrangeQueue(self, q: List[int]) -> List[int]:
        queue = collections.deque(q)
        first = collections.deque()
        for _ in range(len(q) // 2):
            first.append(queue.popleft())
        while first:
            queue.append(first.popleft())
            queue.append(queue.popleft())
        return list(queue)
