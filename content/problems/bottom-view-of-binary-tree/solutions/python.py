class Solution:
    def bottomView(self, root: Optional[TreeNode]) -> List[int]:
        last = {}
        queue = deque([(root, 0)])
        while queue:
            node, col = queue.popleft()
            last[col] = node.val
            if node.left:
                queue.append((node.left, col - 1))
            if node.right:
                queue.append((node.right, col + 1))
        return [last[c] for c in range(min(last), max(last) + 1)]
