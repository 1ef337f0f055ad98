import sys


def widest(coords, size):
    s = sorted(coords + [0, size + 1])
    return max(b - a - 1 for a, b in zip(s, s[1:]))


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    at = 1
    out = []
    for _ in range(t):
        w, h, n = int(data[at]), int(data[at + 1]), int(data[at + 2])
        at += 3
        xs = [int(v) for v in data[at:at + 2 * n:2]]
        ys = [int(v) for v in data[at + 1:at + 2 * n:2]]
        at += 2 * n
        out.append(widest(xs, w) * widest(ys, h))
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
