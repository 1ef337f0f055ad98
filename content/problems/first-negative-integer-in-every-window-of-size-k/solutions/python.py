class Solution:
    def FirstNegativeInteger(self, arr: List[int], k: int) -> List[int]:
        q = collections.deque()
        out = []
        for i, v in enumerate(arr):
            if v < 0:
                q.append(i)
            if i >= k - 1:
                while q and q[0] < i - k + 1:
                    q.popleft()
                out.append(arr[q[0]] if q else 0)
        return out
