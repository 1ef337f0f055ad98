class Solution:
    def duplicateCharacters(self, s: str) -> List[str]:
        cnt = collections.Counter(s)
        res = []
        seen = set()
        for c in s:
            if cnt[c] > 1 and c not in seen:
                seen.add(c)
                res.append(c + str(cnt[c]))
        return res
