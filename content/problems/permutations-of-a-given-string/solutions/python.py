class Solution:
    def findPermutation(self, s: str) -> List[str]:
        count = collections.Counter(s)
        letters = sorted(count)
        out = []
        path = []

        def go() -> None:
            if len(path) == len(s):
                out.append(''.join(path))
                return
            for ch in letters:
                if count[ch]:
                    count[ch] -= 1
                    path.append(ch)
                    go()
                    path.pop()
                    count[ch] += 1

        go()
        return out
