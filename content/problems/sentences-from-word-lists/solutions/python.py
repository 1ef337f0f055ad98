class Solution:
    def sentences(self, lists: List[List[str]]) -> List[str]:
        res = []
        chosen = []

        def build(i):
            if i == len(lists):
                res.append(' '.join(chosen))
                return
            for w in lists[i]:
                chosen.append(w)
                build(i + 1)
                chosen.pop()

        build(0)
        return res
