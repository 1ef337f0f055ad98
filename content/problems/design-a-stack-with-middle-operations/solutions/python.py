class MiddleStack:

    def __init__(self):
        self.low = collections.deque()
        self.high = collections.deque()

    def _rebalance(self):
        if len(self.high) > len(self.low):
            self.low.append(self.high.popleft())
        elif len(self.low) > len(self.high) + 1:
            self.high.appendleft(self.low.pop())

    def push(self, x: int) -> None:
        self.high.append(x)
        self._rebalance()

    def pop(self) -> int:
        if self.high:
            v = self.high.pop()
        elif self.low:
            v = self.low.pop()
        else:
            return -1
        self._rebalance()
        return v

    def findMiddle(self) -> int:
        return self.low[-1] if self.low else -1

    def deleteMiddle(self) -> int:
        if not self.low:
            return -1
        v = self.low.pop()
        self._rebalance()
        return v
