class Solution:
    def FirstNonRepeating(self, A: str) -> str:
        count = [0] * 26
        queue = deque()
        out = []
        for ch in A:
            k = ord(ch) - 97
            count[k] += 1
            if count[k] == 1:
                queue.append(ch)
            while queue and count[ord(queue[0]) - 97] > 1:
                queue.popleft()
            out.append(queue[0] if queue else "#")
        return "".join(out)
