class Solution:
    def findPreSuc(self, root: Optional[TreeNode], key: int) -> List[int]:
        pre = suc = -1
        node = root
        while node:
            if node.val < key:
                pre = node.val
                node = node.right
            elif node.val > key:
                suc = node.val
                node = node.left
            else:
                p = node.left
                while p:
                    pre = p.val
                    p = p.right
                s = node.right
                while s:
                    suc = s.val
                    s = s.left
                break
        return [pre, suc]
