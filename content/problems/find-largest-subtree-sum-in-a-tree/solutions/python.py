class Solution:
    def findLargestSubtreeSum(self, root: Optional[TreeNode]) -> int:
        order = []
        stack = [root]
        while stack:
            node = stack.pop()
            order.append(node)
            if node.left:
                stack.append(node.left)
            if node.right:
                stack.append(node.right)
        sums = {}
        best = None
        for node in reversed(order):
            s = node.val + (sums[node.left] if node.left else 0) + (sums[node.right] if node.right else 0)
            sums[node] = s
            if best is None or s > best:
                best = s
        return best
