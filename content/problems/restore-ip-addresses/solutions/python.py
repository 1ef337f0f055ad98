class Solution:
    def restoreIpAddresses(self, s: str) -> List[str]:
        out = []
        parts = []

        def go(start: int) -> None:
            left = len(s) - start
            need = 4 - len(parts)
            if need == 0:
                if left == 0:
                    out.append(".".join(parts))
                return
            if left < need or left > 3 * need:
                return
            for size in range(1, 4):
                piece = s[start:start + size]
                if len(piece) < size or (size > 1 and piece[0] == "0") or int(piece) > 255:
                    break
                parts.append(piece)
                go(start + size)
                parts.pop()

        go(0)
        return out
