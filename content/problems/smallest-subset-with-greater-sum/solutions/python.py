class Solution:
    def minSubset(self, arr: List[int]) -> int:
        arr.sort(reverse=True)
        rest = sum(arr)
        taken = 0
        k = 0
        while taken <= rest:
            taken += arr[k]
            rest -= arr[k]
            k += 1
        return k
