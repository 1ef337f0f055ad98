class Solution:
    def intersect(self, nums1: List[int], nums2: List[int]) -> List[int]:
        if len(nums1) > len(nums2):
            nums1, nums2 = nums2, nums1
        count = collections.Counter(nums1)
        out = []
        for x in nums2:
            if count[x] > 0:
                count[x] -= 1
                out.append(x)
        return out
