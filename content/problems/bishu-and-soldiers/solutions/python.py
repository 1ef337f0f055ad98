import sys
from bisect import bisect_right
from itertools import accumulate


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = sorted(map(int, data[1:1 + n]))
    pre = [0] + list(accumulate(a))
    q = int(data[1 + n])
    out = []
    for tok in data[2 + n:2 + n + q]:
        c = bisect_right(a, int(tok))
        out.append(f"{c} {pre[c]}")
    print("\n".join(out))


main()
