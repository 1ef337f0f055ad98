# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
class Solution:
    def isSubtree(self, root: Optional[TreeNode], subRoot: Optional[TreeNode]) -> bool:
        def serialize(node: Optional[TreeNode]) -> List[str]:
            out = []
            stack = [node]
            while stack:
                cur = stack.pop()
                if not cur:
                    out.append("#")
                    continue
                out.append(str(cur.val))
                stack.append(cur.right)
                stack.append(cur.left)
            return out

        text = serialize(root)
        pattern = serialize(subRoot)
        # KMP over token lists
        fail = [0] * len(pattern)
        k = 0
        for i in range(1, len(pattern)):
            while k and pattern[i] != pattern[k]:
                k = fail[k - 1]
            if pattern[i] == pattern[k]:
                k += 1
            fail[i] = k
        k = 0
        for token in text:
            while k and token != pattern[k]:
                k = fail[k - 1]
            if token == pattern[k]:
                k += 1
                if k == len(pattern):
                    return True
        return False
