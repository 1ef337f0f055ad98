class Solution:
    def nextSmallerElement(self, arr: List[int]) -> List[int]:
        n = len(arr)
        ans = [-1] * n
        waiting = []
        for i, v in enumerate(arr):
            while waiting and arr[waiting[-1]] > v:
                ans[waiting.pop()] = v
            waiting.append(i)
        return ans
