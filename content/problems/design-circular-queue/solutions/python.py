class MyCircularQueue:
    def __init__(self, k: int):
        self.buf = [0] * k
        self.k = k
        self.head = 0
        self.size = 0

    def enQueue(self, value: int) -> bool:
        if self.size == self.k:
            return False
        self.buf[(self.head + self.size) % self.k] = value
        self.size += 1
        return True

    def deQueue(self) -> bool:
        if self.size == 0:
            return False
        self.head = (self.head + 1) % self.k
        self.size -= 1
        return True

    def Front(self) -> int:
        return self.buf[self.head] if self.size else -1

    def Rear(self) -> int:
        return self.buf[(self.head + self.size - 1) % self.k] if self.size else -1

    def isEmpty(self) -> bool:
        return self.size == 0

    def isFull(self) -> bool:
        return self.size == self.k
