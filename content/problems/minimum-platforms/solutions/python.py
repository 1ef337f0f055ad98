class Solution:
    def findPlatform(self, arr: List[int], dep: List[int]) -> int:
        a = sorted(arr)
        d = sorted(dep)
        i = j = present = best = 0
        n = len(a)
        while i < n:
            if a[i] <= d[j]:
                present += 1
                i += 1
                if present > best:
                    best = present
            else:
                present -= 1
                j += 1
        return best
