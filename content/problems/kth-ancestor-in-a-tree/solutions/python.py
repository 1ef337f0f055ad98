class Solution:
    def kthAncestor(self, root: Optional[TreeNode], k: int, node: int) -> int:
        # DFS keeping the current root-to-node path
        path = []
        stack = [(root, 0)]
        while stack:
            cur, depth = stack.pop()
            del path[depth:]
            path.append(cur.val)
            if cur.val == node:
                return path[-1 - k] if k < len(path) else -1
            if cur.right:
                stack.append((cur.right, depth + 1))
            if cur.left:
                stack.append((cur.left, depth + 1))
        return -1
