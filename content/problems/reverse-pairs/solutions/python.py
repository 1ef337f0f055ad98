class Solution:
    def reversePairs(self, nums: List[int]) -> int:
        def sort(a):
            if len(a) < 2:
                return a, 0
            mid = len(a) // 2
            left, c1 = sort(a[:mid])
            right, c2 = sort(a[mid:])
            count = c1 + c2
            p = 0
            for x in left:
                while p < len(right) and x > 2 * right[p]:
                    p += 1
                count += p
            merged = []
            i = j = 0
            while i < len(left) and j < len(right):
                if left[i] <= right[j]:
                    merged.append(left[i])
                    i += 1
                else:
                    merged.append(right[j])
                    j += 1
            merged.extend(left[i:])
            merged.extend(right[j:])
            return merged, count

        return sort(nums)[1]
