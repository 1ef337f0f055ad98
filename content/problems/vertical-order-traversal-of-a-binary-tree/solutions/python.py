class Solution:
    def verticalTraversal(self, root: Optional[TreeNode]) -> List[List[int]]:
        items = []
        stack = [(root, 0, 0)]
        while stack:
            node, row, col = stack.pop()
            if node:
                items.append((col, row, node.val))
                stack.append((node.left, row + 1, col - 1))
                stack.append((node.right, row + 1, col + 1))
        items.sort()
        out = []
        last = None
        for col, _, val in items:
            if col != last:
                out.append([])
                last = col
            out[-1].append(val)
        return out
