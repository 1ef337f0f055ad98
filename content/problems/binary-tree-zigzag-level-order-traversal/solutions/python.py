class Solution:
    def zigzagLevelOrder(self, root: Optional[TreeNode]) -> List[List[int]]:
        out = []
        queue = deque([root] if root else [])
        while queue:
            k = len(queue)
            level = [0] * k
            flip = len(out) % 2 == 1
            for i in range(k):
                node = queue.popleft()
                level[k - 1 - i if flip else i] = node.val
                if node.left:
                    queue.append(node.left)
                if node.right:
                    queue.append(node.right)
            out.append(level)
        return out
