class Solution:
    def dupSub(self, root: Optional[TreeNode]) -> int:
        order = []
        stack = [root]
        while stack:
            node = stack.pop()
            order.append(node)
            if node.left:
                stack.append(node.left)
            if node.right:
                stack.append(node.right)
        ids = {}
        id_of = {}
        for node in reversed(order):
            key = (node.val, id_of[node.left] if node.left else 0, id_of[node.right] if node.right else 0)
            if key in ids:
                if node.left or node.right:
                    return 1
            else:
                ids[key] = len(ids) + 1
            id_of[node] = ids[key]
        return 0
