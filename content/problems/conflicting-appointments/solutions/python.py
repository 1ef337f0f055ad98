class Solution:
    def conflictingAppointments(self, appointments: List[List[int]]) -> List[int]:
        coords = sorted({x for a in appointments for x in a})
        index = {c: i for i, c in enumerate(coords)}
        m = len(coords)
        bit = [0] * (m + 1)
        nxt = list(range(m + 1))

        def find(x):
            root = x
            while nxt[root] != root:
                root = nxt[root]
            while nxt[x] != root:
                nxt[x], x = root, nxt[x]
            return root

        def prefix(i):
            s = 0
            while i > 0:
                s += bit[i]
                i -= i & -i
            return s

        out = []
        for i, (s, e) in enumerate(appointments):
            a, b = index[s], index[e]
            if prefix(b) - prefix(a) > 0:
                out.append(i)
            j = find(a)
            while j < b:
                k = j + 1
                while k <= m:
                    bit[k] += 1
                    k += k & -k
                nxt[j] = j + 1
                j = find(j + 1)
        return out
