import sys


def main():
    data = sys.stdin.buffer.read().split()
    at = 0
    out = []
    while at < len(data) and int(data[at]) != 0:
        n = int(data[at]); at += 1
        a = [int(x) for x in data[at:at + n]]; at += n
        m = int(data[at]); at += 1
        b = [int(x) for x in data[at:at + m]]; at += m
        i = j = sa = sb = total = 0
        while i < n and j < m:
            if a[i] < b[j]:
                sa += a[i]; i += 1
            elif a[i] > b[j]:
                sb += b[j]; j += 1
            else:
                total += max(sa, sb) + a[i]
                sa = sb = 0
                i += 1; j += 1
        sa += sum(a[i:])
        sb += sum(b[j:])
        out.append(str(total + max(sa, sb)))
    print("\n".join(out))


main()
