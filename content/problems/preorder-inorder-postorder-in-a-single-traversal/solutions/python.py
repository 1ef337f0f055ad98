class Solution:
    def preInPostTraversal(self, root: Optional[TreeNode]) -> List[List[int]]:
        pre, ino, post = [], [], []
        stack = [[root, 1]]
        while stack:
            top = stack[-1]
            node = top[0]
            if top[1] == 1:
                pre.append(node.val)
                top[1] = 2
                if node.left:
                    stack.append([node.left, 1])
            elif top[1] == 2:
                ino.append(node.val)
                top[1] = 3
                if node.right:
                    stack.append([node.right, 1])
            else:
                post.append(node.val)
                stack.pop()
        return [pre, ino, post]
