class Solution:
    def boundaryOfBinaryTree(self, root: Optional[TreeNode]) -> List[int]:
        def leaf(n):
            return not n.left and not n.right

        out = [root.val]
        if leaf(root):
            return out
        n = root.left
        while n and not leaf(n):
            out.append(n.val)
            n = n.left or n.right
        stack = [root]
        while stack:
            n = stack.pop()
            if leaf(n):
                out.append(n.val)
            if n.right:
                stack.append(n.right)
            if n.left:
                stack.append(n.left)
        right = []
        n = root.right
        while n and not leaf(n):
            right.append(n.val)
            n = n.right or n.left
        return out + right[::-1]
