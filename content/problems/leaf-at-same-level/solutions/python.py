class Solution:
    def check(self, root: Optional[TreeNode]) -> bool:
        leaf_depth = None
        stack = [(root, 0)]
        while stack:
            node, d = stack.pop()
            if not node.left and not node.right:
                if leaf_depth is None:
                    leaf_depth = d
                elif leaf_depth != d:
                    return False
            if node.left:
                stack.append((node.left, d + 1))
            if node.right:
                stack.append((node.right, d + 1))
        return True
