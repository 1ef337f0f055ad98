class Solution:
    def convertMinToMaxHeap(self, arr: List[int]) -> List[int]:
        n = len(arr)
        for i in range(n // 2 - 1, -1, -1):
            v = arr[i]
            j = i
            while True:
                l = 2 * j + 1
                if l >= n:
                    break
                if l + 1 < n and arr[l + 1] > arr[l]:
                    l += 1
                if arr[l] <= v:
                    break
                arr[j] = arr[l]
                j = l
            arr[j] = v
        return arr
