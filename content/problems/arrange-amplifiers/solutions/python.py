import sys

data = sys.stdin.buffer.read().split()
t = int(data[0])
at = 1
out = []
for _ in range(t):
    n = int(data[at])
    at += 1
    a = [int(x) for x in data[at:at + n]]
    at += n
    ones = [x for x in a if x == 1]
    rest = sorted((x for x in a if x != 1), reverse=True)
    if rest == [3, 2]:
        rest = [2, 3]
    out.append(' '.join(map(str, ones + rest)))
sys.stdout.write('\n'.join(out) + '\n')
