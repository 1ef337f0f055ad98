class Solution:
    def str2tree(self, s: str) -> Optional[TreeNode]:
        n = len(s)
        pos = 0

        def parse():
            nonlocal pos
            j = pos + 1
            while j < n and s[j].isdigit():
                j += 1
            node = TreeNode(int(s[pos:j]))
            pos = j
            for side in range(2):
                if pos < n and s[pos] == '(':
                    pos += 1
                    if s[pos] != ')':
                        child = parse()
                        if side == 0:
                            node.left = child
                        else:
                            node.right = child
                    pos += 1  # the closing ')'
            return node

        return parse() if s else None
