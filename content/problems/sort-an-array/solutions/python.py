class Solution:
    def sortArray(self, nums: List[int]) -> List[int]:
        a = nums
        n = len(a)

        def sift_down(i, size):
            v = a[i]
            while True:
                l = 2 * i + 1
                if l >= size:
                    break
                if l + 1 < size and a[l + 1] > a[l]:
                    l += 1
                if a[l] <= v:
                    break
                a[i] = a[l]
                i = l
            a[i] = v

        for i in range(n // 2 - 1, -1, -1):
            sift_down(i, n)
        for end in range(n - 1, 0, -1):
            a[0], a[end] = a[end], a[0]
            sift_down(0, end)
        return a
