import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    at = 1
    out = []
    for _ in range(t):
        p = int(data[at])
        l = int(data[at + 1])
        ranks = [int(x) for x in data[at + 2:at + 2 + l]]
        at += 2 + l

        def made(limit):
            total = 0
            for r in ranks:
                k = spent = 0
                while spent + (k + 1) * r <= limit:
                    k += 1
                    spent += k * r
                total += k
                if total >= p:
                    break
            return total

        lo, hi = 0, min(ranks) * p * (p + 1) // 2
        while lo < hi:
            mid = (lo + hi) // 2
            if made(mid) >= p:
                hi = mid
            else:
                lo = mid + 1
        out.append(str(lo))
    print("\n".join(out))


main()
