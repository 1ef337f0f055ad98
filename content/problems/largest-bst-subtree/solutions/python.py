class Solution:
    def largestBSTSubtree(self, root: Optional[TreeNode]) -> int:
        if not root:
            return 0
        order = []
        stack = [root]
        while stack:
            node = stack.pop()
            order.append(node)
            if node.left:
                stack.append(node.left)
            if node.right:
                stack.append(node.right)
        empty = (True, 0, float('inf'), float('-inf'))
        info = {}
        best = 0
        for node in reversed(order):
            lok, lsize, llo, lhi = info[node.left] if node.left else empty
            rok, rsize, rlo, rhi = info[node.right] if node.right else empty
            if lok and rok and lhi < node.val < rlo:
                size = lsize + rsize + 1
                best = max(best, size)
                info[node] = (True, size, min(llo, node.val), max(rhi, node.val))
            else:
                info[node] = (False, 0, 0, 0)
        return best
