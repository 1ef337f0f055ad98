import sys

def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    at = 1
    out = []
    for _ in range(t):
        n, c = int(data[at]), int(data[at + 1])
        x = sorted(map(int, data[at + 2:at + 2 + n]))
        at += 2 + n

        def fits(d):
            placed, last = 1, x[0]
            for p in x:
                if p - last >= d:
                    placed += 1
                    last = p
                    if placed == c:
                        return True
            return placed >= c

        lo, hi = 1, x[-1] - x[0]
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if fits(mid):
                lo = mid
            else:
                hi = mid - 1
        out.append(str(lo))
    print("\n".join(out))

main()
