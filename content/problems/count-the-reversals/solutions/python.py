class Solution:
    def countRev(self, s: str) -> int:
        if len(s) % 2:
            return -1
        open_ = close = 0
        for c in s:
            if c == "{":
                open_ += 1
            elif open_:
                open_ -= 1
            else:
                close += 1
        return (open_ + 1) // 2 + (close + 1) // 2
