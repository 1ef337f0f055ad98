#include <stdio.h>
#include <stdlib.h>

static int cmp(const void* a, const void* b) {
    int x = *(const int*)a, y = *(const int*)b;
    return (x > y) - (x < y);
}

int main(void) {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, c;
        scanf("%d %d", &n, &c);
        int* x = malloc(sizeof(int) * n);
        for (int i = 0; i < n; i++) scanf("%d", &x[i]);
        qsort(x, n, sizeof(int), cmp);
        int lo = 1, hi = x[n - 1] - x[0];
        while (lo < hi) {
            int mid = lo + (hi - lo + 1) / 2;
            int placed = 1, last = x[0];
            for (int i = 1; i < n && placed < c; i++)
                if (x[i] - last >= mid) { placed++; last = x[i]; }
            if (placed >= c) lo = mid; else hi = mid - 1;
        }
        printf("%d\n", lo);
        free(x);
    }
    return 0;
}
