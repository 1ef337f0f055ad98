class Solution:
    def trap(self, height: List[int]) -> int:
        # Monotonic stack of indices with non-increasing heights.
        stack, water = [], 0
        for i, h in enumerate(height):
            while stack and height[stack[-1]] < h:
                bottom = stack.pop()
                if not stack:
                    break
                left = stack[-1]
                level = min(height[left], h) - height[bottom]
                water += level * (i - left - 1)
            stack.append(i)
        return water
