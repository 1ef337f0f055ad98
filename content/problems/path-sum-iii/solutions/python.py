class Solution:
    def pathSum(self, root: Optional[TreeNode], targetSum: int) -> int:
        count = defaultdict(int)
        count[0] = 1

        def dfs(node, cur):
            if not node:
                return 0
            cur += node.val
            found = count[cur - targetSum]
            count[cur] += 1
            found += dfs(node.left, cur) + dfs(node.right, cur)
            count[cur] -= 1
            return found

        return dfs(root, 0)
