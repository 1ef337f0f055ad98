class Solution:
    def widthOfBinaryTree(self, root: Optional[TreeNode]) -> int:
        best = 0
        level = [(root, 0)]
        while level:
            base = level[0][1]
            best = max(best, level[-1][1] - base + 1)
            nxt = []
            for node, p in level:
                q = p - base
                if node.left:
                    nxt.append((node.left, 2 * q))
                if node.right:
                    nxt.append((node.right, 2 * q + 1))
            level = nxt
        return best
