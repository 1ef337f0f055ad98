class Solution:
    def isIsomorphic(self, s: str, t: str) -> bool:
        fwd, bwd = {}, {}
        for a, b in zip(s, t):
            if fwd.setdefault(a, b) != b or bwd.setdefault(b, a) != a:
                return False
        return True
