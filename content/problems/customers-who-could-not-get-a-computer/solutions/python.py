class Solution:
    def runCustomerSimulation(self, n: int, seq: str) -> int:
        using = set()
        finished = set()
        free = n
        refused = 0
        for c in seq:
            if c in using:
                using.remove(c)
                finished.add(c)
                free += 1
            elif c not in finished:
                if free > 0:
                    free -= 1
                    using.add(c)
                else:
                    refused += 1
                    finished.add(c)
        return refused
