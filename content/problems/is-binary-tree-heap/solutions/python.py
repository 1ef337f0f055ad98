class Solution:
    def isHeap(self, root: Optional[TreeNode]) -> bool:
        queue = collections.deque([root])
        gap = False
        while queue:
            node = queue.popleft()
            for child in (node.left, node.right):
                if child is None:
                    gap = True
                elif gap or child.val > node.val:
                    return False
                else:
                    queue.append(child)
        return True
