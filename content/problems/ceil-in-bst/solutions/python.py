class Solution:
    def findCeil(self, root: Optional[TreeNode], x: int) -> int:
        best = -1
        while root:
            if root.val == x:
                return x
            if root.val > x:
                best = root.val
                root = root.left
            else:
                root = root.right
        return best
