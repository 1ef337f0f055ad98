class Solution:
    def flipEquiv(self, root1: Optional[TreeNode], root2: Optional[TreeNode]) -> bool:
        # canonical form: the child with the smaller value (a missing child counts as -1) goes first
        def canon(node):
            if not node:
                return None
            kids = sorted([canon(node.left), canon(node.right)], key=lambda t: -1 if t is None else t[0])
            return (node.val, kids[0], kids[1])

        return canon(root1) == canon(root2)
