import sys
from bisect import bisect_left, bisect_right


def sums(values):
    out = [0]
    for v in values:
        out += [s + v for s in out]
    out.sort()
    return out


def main():
    data = sys.stdin.buffer.read().split()
    n, a, b = int(data[0]), int(data[1]), int(data[2])
    s = [int(x) for x in data[3:3 + n]]
    left = sums(s[: n // 2])
    right = sums(s[n // 2:])
    count = 0
    for x in left:
        count += bisect_right(right, b - x) - bisect_left(right, a - x)
    print(count)


main()
