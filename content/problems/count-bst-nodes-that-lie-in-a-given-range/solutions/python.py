class Solution:
    def getCount(self, root: Optional[TreeNode], l: int, h: int) -> int:
        count = 0
        stack = [root]
        while stack:
            node = stack.pop()
            if not node:
                continue
            if node.val < l:
                stack.append(node.right)
            elif node.val > h:
                stack.append(node.left)
            else:
                count += 1
                stack.append(node.left)
                stack.append(node.right)
        return count
