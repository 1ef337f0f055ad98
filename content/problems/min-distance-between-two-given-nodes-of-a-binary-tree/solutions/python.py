class Solution:
    def findDist(self, root: Optional[TreeNode], a: int, b: int) -> int:
        parent = {root.val: None}
        depth = {root.val: 0}
        stack = [root]
        while stack:
            node = stack.pop()
            for child in (node.left, node.right):
                if child:
                    parent[child.val] = node.val
                    depth[child.val] = depth[node.val] + 1
                    stack.append(child)
        dist = 0
        while a != b:
            if depth[a] >= depth[b]:
                a = parent[a]
            else:
                b = parent[b]
            dist += 1
        return dist
