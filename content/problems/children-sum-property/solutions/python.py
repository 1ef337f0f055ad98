class Solution:
    def isParentSum(self, root: Optional[TreeNode]) -> bool:
        stack = [root]
        while stack:
            node = stack.pop()
            if not node.left and not node.right:
                continue
            total = 0
            for child in (node.left, node.right):
                if child:
                    total += child.val
                    stack.append(child)
            if total != node.val:
                return False
        return True
