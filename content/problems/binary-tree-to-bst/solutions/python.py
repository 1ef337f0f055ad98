class Solution:
    def binaryTreeToBST(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        def inorder():
            stack, node = [], root
            while node or stack:
                while node:
                    stack.append(node)
                    node = node.left
                node = stack.pop()
                yield node
                node = node.right

        nodes = list(inorder())
        for node, value in zip(nodes, sorted(n.val for n in nodes)):
            node.val = value
        return root
