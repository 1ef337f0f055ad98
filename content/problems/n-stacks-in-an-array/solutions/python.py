class NStack:
    def __init__(self, N: int, S: int):
        self.val = [0] * S
        self.nxt = list(range(1, S)) + [-1]
        self.top = [-1] * (N + 1)
        self.free = 0

    def push(self, x: int, m: int) -> bool:
        i = self.free
        if i == -1:
            return False
        self.free = self.nxt[i]
        self.val[i] = x
        self.nxt[i] = self.top[m]
        self.top[m] = i
        return True

    def pop(self, m: int) -> int:
        i = self.top[m]
        if i == -1:
            return -1
        self.top[m] = self.nxt[i]
        self.nxt[i] = self.free
        self.free = i
        return self.val[i]
