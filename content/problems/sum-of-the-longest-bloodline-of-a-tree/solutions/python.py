class Solution:
    def sumOfLongRootToLeafPath(self, root: Optional[TreeNode]) -> int:
        best = (0, 0)
        stack = [(root, 1, root.val)]
        while stack:
            node, depth, total = stack.pop()
            if not node.left and not node.right:
                if (depth, total) > best:
                    best = (depth, total)
                continue
            if node.left:
                stack.append((node.left, depth + 1, total + node.left.val))
            if node.right:
                stack.append((node.right, depth + 1, total + node.right.val))
        return best[1]
