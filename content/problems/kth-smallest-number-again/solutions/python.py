import sys


def main():
    data = sys.stdin.buffer.read().split()
    at = 0
    t = int(data[at]); at += 1
    out = []
    for _ in range(t):
        n, q = int(data[at]), int(data[at + 1]); at += 2
        ranges = sorted((int(data[at + 2 * i]), int(data[at + 2 * i + 1])) for i in range(n))
        at += 2 * n
        merged = []
        for a, b in ranges:
            if merged and a <= merged[-1][1] + 1:
                merged[-1][1] = max(merged[-1][1], b)
            else:
                merged.append([a, b])
        for _ in range(q):
            k = int(data[at]); at += 1
            answer = -1
            for a, b in merged:
                length = b - a + 1
                if k <= length:
                    answer = a + k - 1
                    break
                k -= length
            out.append(str(answer))
    print("\n".join(out))


main()
