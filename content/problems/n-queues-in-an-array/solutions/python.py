class NQueue:
    def __init__(self, n: int, s: int):
        self.val = [0] * s
        self.nxt = list(range(1, s)) + [-1]
        self.front = [-1] * (n + 1)
        self.rear = [-1] * (n + 1)
        self.free = 0

    def enqueue(self, x: int, m: int) -> bool:
        i = self.free
        if i == -1:
            return False
        self.free = self.nxt[i]
        self.val[i] = x
        self.nxt[i] = -1
        if self.front[m] == -1:
            self.front[m] = i
        else:
            self.nxt[self.rear[m]] = i
        self.rear[m] = i
        return True

    def dequeue(self, m: int) -> int:
        i = self.front[m]
        if i == -1:
            return -1
        self.front[m] = self.nxt[i]
        if self.front[m] == -1:
            self.rear[m] = -1
        self.nxt[i] = self.free
        self.free = i
        return self.val[i]
