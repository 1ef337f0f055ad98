class Solution:
    def pageFaults(self, n: int, c: int, pages: List[int]) -> int:
        mem = collections.OrderedDict()
        faults = 0
        for p in pages:
            if p in mem:
                mem.move_to_end(p)
            else:
                faults += 1
                if len(mem) == c:
                    mem.popitem(last=False)
                mem[p] = True
        return faults
