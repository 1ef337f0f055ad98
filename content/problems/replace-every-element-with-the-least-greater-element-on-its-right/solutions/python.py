class Solution:
    def findLeastGreater(self, arr: List[int]) -> List[int]:
        size = max(arr) + 1
        bit = [0] * (size + 1)
        log = size.bit_length()
        out = [-1] * len(arr)
        total = 0
        for i in range(len(arr) - 1, -1, -1):
            v = arr[i]
            below = 0
            j = v
            while j > 0:
                below += bit[j]
                j -= j & -j
            if below < total:
                k = below + 1
                pos = 0
                step = 1 << log
                while step:
                    if pos + step <= size and bit[pos + step] < k:
                        pos += step
                        k -= bit[pos]
                    step >>= 1
                out[i] = pos + 1
            j = v
            while j <= size:
                bit[j] += 1
                j += j & -j
            total += 1
        return out
