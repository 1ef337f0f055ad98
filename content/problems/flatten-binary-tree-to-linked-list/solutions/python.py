class Solution:
    def flatten(self, root: Optional[TreeNode]) -> None:
        cur = root
        while cur:
            if cur.left:
                r = cur.left
                while r.right:
                    r = r.right
                r.right = cur.right
                cur.right = cur.left
                cur.left = None
            cur = cur.right
