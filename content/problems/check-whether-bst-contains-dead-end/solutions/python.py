class Solution:
    def isDeadEnd(self, root: Optional[TreeNode]) -> bool:
        keys = set()
        leaves = []
        stack = [root]
        while stack:
            node = stack.pop()
            keys.add(node.val)
            if not node.left and not node.right:
                leaves.append(node.val)
            if node.left:
                stack.append(node.left)
            if node.right:
                stack.append(node.right)
        keys.add(0)
        return any(x - 1 in keys and x + 1 in keys for x in leaves)
