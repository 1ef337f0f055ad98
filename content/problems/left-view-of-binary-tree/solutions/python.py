class Solution:
    def leftView(self, root: Optional[TreeNode]) -> List[int]:
        out = []
        stack = [(root, 0)] if root else []
        while stack:
            node, depth = stack.pop()
            if depth == len(out):
                out.append(node.val)
            if node.right:
                stack.append((node.right, depth + 1))
            if node.left:
                stack.append((node.left, depth + 1))
        return out
