# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
class Solution:
    def hasPathSum(self, root: Optional[TreeNode], targetSum: int) -> bool:
        if not root:
            return False
        stack = [(root, targetSum)]
        while stack:
            node, remaining = stack.pop()
            if not node.left and not node.right:
                if node.val == remaining:
                    return True
                continue
            rest = remaining - node.val
            if node.left:
                stack.append((node.left, rest))
            if node.right:
                stack.append((node.right, rest))
        return False
