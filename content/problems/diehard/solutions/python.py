import sys


def moves(h, a):
    t = 0
    while True:
        h += 3
        a += 2
        t += 1
        if h > 5 and a > 10:
            h -= 5
            a -= 10
            t += 1
        elif h > 20:
            h -= 20
            a += 5
            t += 1
        else:
            return t


data = sys.stdin.read().split()
t = int(data[0])
print('\n'.join(str(moves(int(data[1 + 2 * k]), int(data[2 + 2 * k]))) for k in range(t)))
