class Solution:
    def LISS(self, root: Optional[TreeNode]) -> int:
        order = []
        stack = [root]
        while stack:
            node = stack.pop()
            order.append(node)
            if node.left:
                stack.append(node.left)
            if node.right:
                stack.append(node.right)
        taken = {}
        free = {}
        for node in reversed(order):
            a, b = 1, 0
            for c in (node.left, node.right):
                if c is not None:
                    a += free[c]
                    b += max(taken[c], free[c])
            taken[node] = a
            free[node] = b
        return max(taken[root], free[root])
