class Solution:
    def diagonal(self, root: Optional[TreeNode]) -> List[int]:
        lists = []
        stack = [(root, 0)]
        while stack:
            node, d = stack.pop()
            if d == len(lists):
                lists.append([])
            lists[d].append(node.val)
            if node.right:
                stack.append((node.right, d))
            if node.left:
                stack.append((node.left, d + 1))
        return [v for level in lists for v in level]
