class Solution:
    def balanceBST(self, root: Optional[TreeNode]) -> Optional[TreeNode]:
        keys = []
        stack, node = [], root
        while node or stack:
            while node:
                stack.append(node)
                node = node.left
            node = stack.pop()
            keys.append(node.val)
            node = node.right

        def build(lo, hi):
            if lo > hi:
                return None
            mid = (lo + hi + 1) // 2
            return TreeNode(keys[mid], build(lo, mid - 1), build(mid + 1, hi))

        return build(0, len(keys) - 1)
