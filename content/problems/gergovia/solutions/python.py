import sys


def main():
    data = sys.stdin.buffer.read().split()
    at = 0
    out = []
    while True:
        n = int(data[at])
        at += 1
        if n == 0:
            break
        bal = 0
        work = 0
        for x in data[at:at + n]:
            bal += int(x)
            work += bal if bal >= 0 else -bal
        at += n
        out.append(work)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
