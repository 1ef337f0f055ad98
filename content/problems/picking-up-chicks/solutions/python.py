import sys

data = sys.stdin.read().split()
at = 0
cases = int(data[at])
at += 1
out = []
for tc in range(1, cases + 1):
    n, k, b, t = (int(v) for v in data[at:at + 4])
    at += 4
    x = [int(v) for v in data[at:at + n]]
    at += n
    v = [int(s) for s in data[at:at + n]]
    at += n
    able = slow = lifts = 0
    for i in range(n - 1, -1, -1):
        if able == k:
            break
        if x[i] + v[i] * t >= b:
            able += 1
            lifts += slow
        else:
            slow += 1
    out.append(f'Case #{tc}: ' + ('IMPOSSIBLE' if able < k else str(lifts)))
print('\n'.join(out))
