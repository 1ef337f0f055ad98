class Solution:
    def maxSumBST(self, root: Optional[TreeNode]) -> int:
        inf = float("inf")
        info = {None: (True, inf, -inf, 0)}
        best = 0
        stack = [(root, False)]
        while stack:
            node, done = stack.pop()
            if not node:
                continue
            if not done:
                stack.append((node, True))
                stack.append((node.left, False))
                stack.append((node.right, False))
                continue
            lb, lmin, lmax, lsum = info[node.left]
            rb, rmin, rmax, rsum = info[node.right]
            if lb and rb and lmax < node.val < rmin:
                s = lsum + node.val + rsum
                best = max(best, s)
                info[node] = (True, min(lmin, node.val), max(rmax, node.val), s)
            else:
                info[node] = (False, 0, 0, 0)
        return best
