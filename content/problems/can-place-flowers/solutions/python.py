class Solution:
    def canPlaceFlowers(self, flowerbed: List[int], n: int) -> bool:
        count = 0
        prev = 0
        L = len(flowerbed)
        for i in range(L):
            if flowerbed[i] == 0 and prev == 0 and (i == L - 1 or flowerbed[i + 1] == 0):
                count += 1
                prev = 1
                if count >= n:
                    return True
            else:
                prev = flowerbed[i]
        return count >= n
