class Solution:
    def buildTree(self, inorder: List[int], postorder: List[int]) -> Optional[TreeNode]:
        at = {v: i for i, v in enumerate(inorder)}
        p = len(postorder) - 1

        def build(lo, hi):
            nonlocal p
            if lo > hi:
                return None
            node = TreeNode(postorder[p])
            p -= 1
            m = at[node.val]
            node.right = build(m + 1, hi)
            node.left = build(lo, m - 1)
            return node

        return build(0, len(inorder) - 1)
