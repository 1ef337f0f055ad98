#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int n;
    long long m;
    if (scanf("%d %lld", &n, &m) != 2) return 0;
    long long* h = malloc(sizeof(long long) * n);
    long long hi = 0, lo = 0;
    for (int i = 0; i < n; i++) { scanf("%lld", &h[i]); if (h[i] > hi) hi = h[i]; }
    while (lo < hi) {
        long long mid = (lo + hi + 1) / 2, wood = 0;
        for (int i = 0; i < n; i++) if (h[i] > mid) wood += h[i] - mid;
        if (wood >= m) lo = mid; else hi = mid - 1;
    }
    printf("%lld\n", lo);
    free(h);
    return 0;
}
