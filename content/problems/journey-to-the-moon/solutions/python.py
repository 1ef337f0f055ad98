import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, p = int(data[0]), int(data[1])
    parent = list(range(n))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for i in range(p):
        a, b = find(int(data[2 + 2 * i])), find(int(data[3 + 2 * i]))
        if a != b:
            parent[a] = b
    size = [0] * n
    for x in range(n):
        size[find(x)] += 1
    answer = n * (n - 1) // 2 - sum(s * (s - 1) // 2 for s in size)
    print(answer)


main()
