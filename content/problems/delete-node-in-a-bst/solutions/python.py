class Solution:
    def deleteNode(self, root: Optional[TreeNode], key: int) -> Optional[TreeNode]:
        # iterative; uses the in-order predecessor for nodes with two children
        parent, cur = None, root
        while cur and cur.val != key:
            parent = cur
            cur = cur.left if key < cur.val else cur.right
        if not cur:
            return root
        if not cur.left or not cur.right:
            repl = cur.left or cur.right
        else:
            pp, p = cur, cur.left
            while p.right:
                pp, p = p, p.right
            cur.val = p.val
            if pp is cur:
                pp.left = p.left
            else:
                pp.right = p.left
            repl = cur
        if not parent:
            return repl
        if parent.left is cur:
            parent.left = repl
        else:
            parent.right = repl
        return root
