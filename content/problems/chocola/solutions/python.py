import sys

data = sys.stdin.buffer.read().split()
at = 0
t = int(data[at])
at += 1
out = []
for _ in range(t):
    m, n = int(data[at]), int(data[at + 1])
    at += 2
    x = sorted((int(c) for c in data[at:at + m - 1]), reverse=True)
    at += m - 1
    y = sorted((int(c) for c in data[at:at + n - 1]), reverse=True)
    at += n - 1
    i = j = 0
    rows = cols = 1
    total = 0
    while i < len(x) or j < len(y):
        if j == len(y) or (i < len(x) and x[i] >= y[j]):
            total += x[i] * cols
            i += 1
            rows += 1
        else:
            total += y[j] * rows
            j += 1
            cols += 1
    out.append(total)
print('\n'.join(map(str, out)))
