class Solution:
    def AllPossibleStrings(self, s: str) -> List[str]:
        out = []

        def go(i: int, cur: str) -> None:
            if i == len(s):
                if cur:
                    out.append(cur)
                return
            go(i + 1, cur + s[i])
            go(i + 1, cur)

        go(0, '')
        out.sort()
        return out
