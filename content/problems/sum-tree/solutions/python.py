class Solution:
    def isSumTree(self, root: Optional[TreeNode]) -> bool:
        order = []
        stack = [root]
        while stack:
            node = stack.pop()
            order.append(node)
            if node.left:
                stack.append(node.left)
            if node.right:
                stack.append(node.right)
        total = {}
        for node in reversed(order):
            if not node.left and not node.right:
                total[node] = node.val
                continue
            s = (total[node.left] if node.left else 0) + (total[node.right] if node.right else 0)
            if s != node.val:
                return False
            total[node] = s + node.val
        return True
