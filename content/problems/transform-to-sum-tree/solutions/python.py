class Solution:
    def toSumTree(self, root: Optional[TreeNode]) -> None:
        def convert(node):
            if not node:
                return 0
            old = node.val
            node.val = convert(node.left) + convert(node.right)
            return node.val + old

        convert(root)
