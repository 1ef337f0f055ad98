class Solution:
    def rremove(self, S: str) -> str:
        ch, ln = [], []
        for c, g in itertools.groupby(S):
            ch.append(c)
            ln.append(len(list(g)))
        m = len(ch)
        prv = list(range(-1, m - 1))
        nxt = list(range(1, m + 1))
        nxt[-1] = -1
        alive = [True] * m
        work = [i for i in range(m) if ln[i] >= 2]
        while work:
            for x in work:
                alive[x] = False
            lefts = []
            for x in work:
                p = prv[x]
                if p != -1 and not alive[p]:
                    continue
                q = x
                while q != -1 and not alive[q]:
                    q = nxt[q]
                if p != -1:
                    nxt[p] = q
                if q != -1:
                    prv[q] = p
                if p != -1 and q != -1:
                    lefts.append(p)
            new_work = []
            for p in lefts:
                if not alive[p]:
                    continue
                merged = False
                while nxt[p] != -1 and ch[nxt[p]] == ch[p]:
                    q = nxt[p]
                    ln[p] += ln[q]
                    alive[q] = False
                    nxt[p] = nxt[q]
                    if nxt[q] != -1:
                        prv[nxt[q]] = p
                    merged = True
                if merged:
                    new_work.append(p)
            work = new_work
        return ''.join(ch[i] * ln[i] for i in range(m) if alive[i])
