class Solution:
    def AllPossibleStrings(self, s: str) -> List[str]:
        out = []

        def walk(i: int, chosen: List[str]) -> None:
            if i == len(s):
                if chosen:
                    out.append("".join(chosen))
                return
            walk(i + 1, chosen)
            chosen.append(s[i])
            walk(i + 1, chosen)
            chosen.pop()

        walk(0, [])
        out.sort()
        return out
