class Solution:
    def rob(self, root: Optional[TreeNode]) -> int:
        order = []
        stack = [root]
        while stack:
            node = stack.pop()
            order.append(node)
            if node.left:
                stack.append(node.left)
            if node.right:
                stack.append(node.right)
        best = {None: (0, 0)}  # node -> (take, skip)
        for node in reversed(order):
            lt, ls = best[node.left]
            rt, rs = best[node.right]
            best[node] = (node.val + ls + rs, max(lt, ls) + max(rt, rs))
        return max(best[root])
