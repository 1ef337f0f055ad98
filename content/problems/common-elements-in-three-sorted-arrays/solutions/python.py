class Solution:
    def commonElements(self, a: List[int], b: List[int], c: List[int]) -> List[int]:
        i = j = k = 0
        out = []
        while i < len(a) and j < len(b) and k < len(c):
            x, y, z = a[i], b[j], c[k]
            if x == y == z:
                if not out or out[-1] != x:
                    out.append(x)
                i += 1
                j += 1
                k += 1
            else:
                m = min(x, y, z)
                if x == m:
                    i += 1
                if y == m:
                    j += 1
                if z == m:
                    k += 1
        return out
