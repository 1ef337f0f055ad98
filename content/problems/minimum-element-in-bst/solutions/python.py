class Solution:
    def minValue(self, root: Optional[TreeNode]) -> int:
        if not root:
            return -1
        while root.left:
            root = root.left
        return root.val
