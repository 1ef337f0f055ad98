class Solution:
    def topView(self, root: Optional[TreeNode]) -> List[int]:
        first = {}
        queue = deque([(root, 0)])
        while queue:
            node, col = queue.popleft()
            if col not in first:
                first[col] = node.val
            if node.left:
                queue.append((node.left, col - 1))
            if node.right:
                queue.append((node.right, col + 1))
        return [first[c] for c in range(min(first), max(first) + 1)]
