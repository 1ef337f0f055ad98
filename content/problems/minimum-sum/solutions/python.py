class Solution:
    def minSum(self, arr: List[int]) -> str:
        count = [0] * 10
        for d in arr:
            count[d] += 1
        digits = []
        for d in range(10):
            digits.extend([d] * count[d])
        first = digits[0::2]
        second = digits[1::2]
        out = []
        carry = 0
        i, j = len(first) - 1, len(second) - 1
        while i >= 0 or j >= 0 or carry:
            s = carry
            if i >= 0:
                s += first[i]
                i -= 1
            if j >= 0:
                s += second[j]
                j -= 1
            out.append(s % 10)
            carry = s // 10
        while len(out) > 1 and out[-1] == 0:
            out.pop()
        return ''.join(map(str, reversed(out)))
