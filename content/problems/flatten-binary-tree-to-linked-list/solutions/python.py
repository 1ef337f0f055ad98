class Solution:
    def flatten(self, root: Optional[TreeNode]) -> None:
        """
        Do not return anything, modify root in-place instead.
        """
        cur = root
        while cur:
            if cur.left:
                pred = cur.left
                while pred.right:
                    pred = pred.right
                pred.right = cur.right
                cur.right = cur.left
                cur.left = None
            cur = cur.right
