class Solution:
    def areAnagrams(self, root1: Optional[TreeNode], root2: Optional[TreeNode]) -> bool:
        a, b = [root1], [root2]
        while a or b:
            if len(a) != len(b):
                return False
            if Counter(n.val for n in a) != Counter(n.val for n in b):
                return False
            a = [c for n in a for c in (n.left, n.right) if c]
            b = [c for n in b for c in (n.left, n.right) if c]
        return True
