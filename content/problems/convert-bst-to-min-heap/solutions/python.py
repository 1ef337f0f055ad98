class Solution:
    def convertToMinHeap(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        vals = []

        def inorder(node):
            if node:
                inorder(node.left)
                vals.append(node.val)
                inorder(node.right)

        pos = 0

        def preorder(node):
            nonlocal pos
            if node:
                node.val = vals[pos]
                pos += 1
                preorder(node.left)
                preorder(node.right)

        inorder(root)
        preorder(root)
        return root
