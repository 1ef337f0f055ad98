class Solution:
    def reverseLevelOrder(self, root: Optional[TreeNode]) -> List[int]:
        levels = []
        level = [root]
        while level:
            levels.append([n.val for n in level])
            level = [c for n in level for c in (n.left, n.right) if c]
        return [v for lv in reversed(levels) for v in lv]
