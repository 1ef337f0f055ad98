class Solution:
    def floydWarshall(self, dist: List[List[int]]) -> None:
        INF = 10**8
        n = len(dist)
        for k in range(n):
            dk = dist[k]
            for i in range(n):
                dik = dist[i][k]
                if dik == INF:
                    continue
                di = dist[i]
                for j in range(n):
                    if dk[j] != INF and dik + dk[j] < di[j]:
                        di[j] = dik + dk[j]
