class Solution:
    def findMedian(self, root: Optional[TreeNode]) -> float:
        keys = []
        stack = []
        node = root
        while node or stack:
            while node:
                stack.append(node)
                node = node.left
            node = stack.pop()
            keys.append(node.val)
            node = node.right
        n = len(keys)
        return (keys[(n - 1) // 2] + keys[n // 2]) / 2
