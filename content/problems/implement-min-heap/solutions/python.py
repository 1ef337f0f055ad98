class MinHeap:

    def __init__(self):
        self.a = []

    def push(self, val: int) -> None:
        a = self.a
        a.append(val)
        i = len(a) - 1
        while i > 0:
            p = (i - 1) >> 1
            if a[p] <= a[i]:
                break
            a[p], a[i] = a[i], a[p]
            i = p

    def pop(self) -> int:
        a = self.a
        if not a:
            return -1
        res = a[0]
        last = a.pop()
        n = len(a)
        if n:
            i = 0
            while True:
                l = 2 * i + 1
                m = i
                small = last
                if l < n and a[l] < small:
                    m, small = l, a[l]
                if l + 1 < n and a[l + 1] < small:
                    m = l + 1
                if m == i:
                    break
                a[i] = a[m]
                i = m
            a[i] = last
        return res

    def top(self) -> int:
        return self.a[0] if self.a else -1

    def size(self) -> int:
        return len(self.a)
