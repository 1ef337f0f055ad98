class Solution:
    def minJumps(self, arr: List[int]) -> int:
        n = len(arr)
        if n == 1:
            return 0
        jumps = end = far = 0
        for i in range(n - 1):
            reach = i + arr[i]
            if reach > far:
                far = reach
            if i == end:
                if far <= i:
                    return -1
                jumps += 1
                end = far
                if end >= n - 1:
                    return jumps
        return jumps
