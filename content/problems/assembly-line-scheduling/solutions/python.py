class Solution:
    def carAssembly(self, a: List[List[int]], T: List[List[int]], e: List[int], x: List[int]) -> int:
        a0, a1, t0, t1 = a[0], a[1], T[0], T[1]
        f0 = e[0] + a0[0]
        f1 = e[1] + a1[0]
        for j in range(1, len(a0)):
            g0 = a0[j] + min(f0, f1 + t1[j])
            g1 = a1[j] + min(f1, f0 + t0[j])
            f0, f1 = g0, g1
        return min(f0 + x[0], f1 + x[1])
