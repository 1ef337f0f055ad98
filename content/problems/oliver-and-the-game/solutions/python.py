import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    adj = [[] for _ in range(n + 1)]
    pos = 1
    for _ in range(n - 1):
        a, b = int(data[pos]), int(data[pos + 1])
        pos += 2
        adj[a].append(b)
        adj[b].append(a)
    tin = [0] * (n + 1)
    tout = [0] * (n + 1)
    parent = [0] * (n + 1)
    clock = 1
    tin[1] = 0
    stack = [(1, iter(adj[1]))]
    while stack:
        u, it = stack[-1]
        for w in it:
            if w != parent[u]:
                parent[w] = u
                tin[w] = clock
                clock += 1
                stack.append((w, iter(adj[w])))
                break
        else:
            tout[u] = clock
            clock += 1
            stack.pop()
    q = int(data[pos])
    pos += 1
    out = []
    for _ in range(q):
        t, x, y = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        if t == 1:
            x, y = y, x
        out.append("YES" if tin[x] <= tin[y] and tout[y] <= tout[x] else "NO")
    sys.stdout.write("\n".join(out) + "\n")


main()
