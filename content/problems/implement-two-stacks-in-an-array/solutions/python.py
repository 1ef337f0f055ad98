class twoStacks:
    CAP = 100000

    def __init__(self):
        self.arr = [0] * self.CAP
        self.top1 = -1
        self.top2 = self.CAP

    def push1(self, x: int) -> None:
        self.top1 += 1
        self.arr[self.top1] = x

    def push2(self, x: int) -> None:
        self.top2 -= 1
        self.arr[self.top2] = x

    def pop1(self) -> int:
        if self.top1 < 0:
            return -1
        self.top1 -= 1
        return self.arr[self.top1 + 1]

    def pop2(self) -> int:
        if self.top2 == self.CAP:
            return -1
        self.top2 += 1
        return self.arr[self.top2 - 1]
