class Solution:
    def displayContacts(self, contact: List[str], s: str) -> List[List[str]]:
        names = sorted(set(contact))
        lo, hi = 0, len(names)
        res = []
        for i, c in enumerate(s):
            while lo < hi and (len(names[lo]) <= i or names[lo][i] != c):
                lo += 1
            while lo < hi and (len(names[hi - 1]) <= i or names[hi - 1][i] != c):
                hi -= 1
            res.append(names[lo:hi] if lo < hi else ["0"])
        return res
