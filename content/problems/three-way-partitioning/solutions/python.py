class Solution:
    def threeWayPartition(self, arr: List[int], a: int, b: int) -> None:
        low = i = 0
        high = len(arr) - 1
        while i <= high:
            v = arr[i]
            if v < a:
                arr[i], arr[low] = arr[low], v
                i += 1
                low += 1
            elif v > b:
                arr[i], arr[high] = arr[high], v
                high -= 1
            else:
                i += 1
