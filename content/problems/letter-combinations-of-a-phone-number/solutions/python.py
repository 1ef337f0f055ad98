class Solution:
    def letterCombinations(self, digits: str) -> List[str]:
        if not digits:
            return []
        keys = {'2': 'abc', '3': 'def', '4': 'ghi', '5': 'jkl',
                '6': 'mno', '7': 'pqrs', '8': 'tuv', '9': 'wxyz'}
        out = []

        def go(i: int, prefix: str) -> None:
            if i == len(digits):
                out.append(prefix)
                return
            for ch in keys[digits[i]]:
                go(i + 1, prefix + ch)

        go(0, '')
        return out
