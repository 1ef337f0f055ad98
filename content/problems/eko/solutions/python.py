import sys
from bisect import bisect_right

def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    h = sorted(map(int, data[2:2 + n]))
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + h[i]

    def wood(cut):
        i = bisect_right(h, cut)
        return suffix[i] - cut * (n - i)

    lo, hi = 0, h[-1]
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if wood(mid) >= m:
            lo = mid
        else:
            hi = mid - 1
    print(lo)

main()
