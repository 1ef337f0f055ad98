class Solution:
    def countPairs(self, root1: Optional[TreeNode], root2: Optional[TreeNode], x: int) -> int:
        keys = set()
        stack = [root2]
        while stack:
            node = stack.pop()
            keys.add(node.val)
            if node.left:
                stack.append(node.left)
            if node.right:
                stack.append(node.right)
        count = 0
        stack = [root1]
        while stack:
            node = stack.pop()
            if x - node.val in keys:
                count += 1
            if node.left:
                stack.append(node.left)
            if node.right:
                stack.append(node.right)
        return count
