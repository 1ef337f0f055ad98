# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
class Solution:
    def goodNodes(self, root: TreeNode) -> int:
        count = 0
        stack = [(root, root.val)]
        while stack:
            node, best = stack.pop()
            if node.val >= best:
                count += 1
                best = node.val
            if node.left:
                stack.append((node.left, best))
            if node.right:
                stack.append((node.right, best))
        return count
