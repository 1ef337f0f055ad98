class Solution:
    def sumOfKSubarrays(self, arr: List[int], k: int) -> int:
        max_q = collections.deque()
        min_q = collections.deque()
        total = 0
        for i, v in enumerate(arr):
            while max_q and arr[max_q[-1]] <= v:
                max_q.pop()
            max_q.append(i)
            while min_q and arr[min_q[-1]] >= v:
                min_q.pop()
            min_q.append(i)
            if max_q[0] <= i - k:
                max_q.popleft()
            if min_q[0] <= i - k:
                min_q.popleft()
            if i >= k - 1:
                total += arr[max_q[0]] + arr[min_q[0]]
        return total
