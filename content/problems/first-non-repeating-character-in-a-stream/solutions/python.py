class Solution:
    def FirstNonRepeating(self, A: str) -> str:
        count = [0] * 26
        queue = collections.deque()
        out = []
        for ch in A:
            c = ord(ch) - 97
            count[c] += 1
            if count[c] == 1:
                queue.append(ch)
            while queue and count[ord(queue[0]) - 97] > 1:
                queue.popleft()
            out.append(queue[0] if queue else '#')
        return ''.join(out)
