class Solution:
    def rootToNodePath(self, root: Optional[TreeNode], target: int) -> List[int]:
        parent = {root: None}
        stack = [root]
        found = None
        while stack:
            node = stack.pop()
            if node.val == target:
                found = node
                break
            for child in (node.left, node.right):
                if child:
                    parent[child] = node
                    stack.append(child)
        path = []
        while found:
            path.append(found.val)
            found = parent[found]
        return path[::-1]
