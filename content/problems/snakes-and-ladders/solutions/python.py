class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)
        last = n * n

        def at(s):
            q, rem = divmod(s - 1, n)
            c = rem if q % 2 == 0 else n - 1 - rem
            return board[n - 1 - q][c]

        dist = [-1] * (last + 1)
        dist[1] = 0
        queue = collections.deque([1])
        while queue:
            cur = queue.popleft()
            if cur == last:
                return dist[cur]
            for nxt in range(cur + 1, min(cur + 6, last) + 1):
                v = at(nxt)
                if v != -1:
                    nxt = v
                if dist[nxt] < 0:
                    dist[nxt] = dist[cur] + 1
                    queue.append(nxt)
        return -1
