class ArrayQueue:

    def __init__(self):
        self.buf = [0] * 8
        self.head = 0
        self.count = 0

    def enqueue(self, x: int) -> None:
        n = len(self.buf)
        if self.count == n:
            self.buf = [self.buf[(self.head + i) % n] for i in range(self.count)] + [0] * n
            self.head = 0
            n *= 2
        self.buf[(self.head + self.count) % n] = x
        self.count += 1

    def dequeue(self) -> int:
        if self.count == 0:
            return -1
        v = self.buf[self.head]
        self.head = (self.head + 1) % len(self.buf)
        self.count -= 1
        return v

    def front(self) -> int:
        return -1 if self.count == 0 else self.buf[self.head]

    def isEmpty(self) -> bool:
        return self.count == 0

    def size(self) -> int:
        return self.count
