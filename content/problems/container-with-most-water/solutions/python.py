class Solution:
    def maxArea(self, height: List[int]) -> int:
        lo, hi, best = 0, len(height) - 1, 0
        while lo < hi:
            h = height[lo] if height[lo] < height[hi] else height[hi]
            area = (hi - lo) * h
            if area > best:
                best = area
            if height[lo] < height[hi]:
                lo += 1
            else:
                hi -= 1
        return best
