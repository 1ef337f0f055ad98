class ArrayStack:

    def __init__(self, capacity: int):
        self.data = [0] * capacity
        self.size = 0

    def push(self, num: int) -> None:
        if self.size < len(self.data):
            self.data[self.size] = num
            self.size += 1

    def pop(self) -> int:
        if self.size == 0:
            return -1
        self.size -= 1
        return self.data[self.size]

    def top(self) -> int:
        return -1 if self.size == 0 else self.data[self.size - 1]

    def isEmpty(self) -> bool:
        return self.size == 0

    def isFull(self) -> bool:
        return self.size == len(self.data)
