class Solution:
    def printSequence(self, S: str) -> str:
        code = {' ': '0'}
        for k, letters in enumerate(["ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]):
            for i, ch in enumerate(letters):
                code[ch] = str(k + 2) * (i + 1)
        return ''.join(code[c] for c in S)
