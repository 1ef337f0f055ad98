#include <stdio.h>
#include <stdlib.h>

typedef unsigned long long ull;
static const ull M1 = 1000000007ULL, M2 = 998244353ULL;

typedef struct {
    int r, c;
    int* v;
} Grid;

static Grid readGrid(void) {
    Grid g;
    if (scanf("%d %d", &g.r, &g.c) != 2) exit(0);
    g.v = malloc(sizeof(int) * g.r * g.c);
    for (int i = 0; i < g.r * g.c; i++) scanf("%d", &g.v[i]);
    return g;
}

static int cmp(const void* x, const void* y) {
    ull a = *(const ull*)x, b = *(const ull*)y;
    return a < b ? -1 : a > b;
}

/* Writes one 64-bit key per k x k block (two polynomial hashes) into keys; returns how many. */
static size_t blockKeys(Grid g, int k, ull* keys, ull* r1, ull* r2) {
    int n = g.r, m = g.c, w = m - k + 1;
    const ull rb1 = 1009, cb1 = 2003, rb2 = 3001, cb2 = 4001;
    ull rk1 = 1, rk2 = 1, ck1 = 1, ck2 = 1;
    for (int i = 0; i < k; i++) {
        rk1 = rk1 * rb1 % M1, rk2 = rk2 * rb2 % M2;
        ck1 = ck1 * cb1 % M1, ck2 = ck2 * cb2 % M2;
    }
    for (int i = 0; i < n; i++) {
        ull h1 = 0, h2 = 0;
        const int* row = g.v + (size_t)i * m;
        for (int j = 0; j < m; j++) {
            h1 = (h1 * rb1 + row[j]) % M1;
            h2 = (h2 * rb2 + row[j]) % M2;
            if (j >= k) {
                h1 = (h1 + M1 - row[j - k] * rk1 % M1) % M1;
                h2 = (h2 + M2 - row[j - k] * rk2 % M2) % M2;
            }
            if (j >= k - 1) r1[(size_t)i * w + j - k + 1] = h1, r2[(size_t)i * w + j - k + 1] = h2;
        }
    }
    for (int j = 0; j < w; j++) {
        ull h1 = 0, h2 = 0;
        for (int i = 0; i < n; i++) {
            h1 = (h1 * cb1 + r1[(size_t)i * w + j]) % M1;
            h2 = (h2 * cb2 + r2[(size_t)i * w + j]) % M2;
            if (i >= k) {
                h1 = (h1 + M1 - r1[(size_t)(i - k) * w + j] * ck1 % M1) % M1;
                h2 = (h2 + M2 - r2[(size_t)(i - k) * w + j] * ck2 % M2) % M2;
            }
            if (i >= k - 1) keys[(size_t)(i - k + 1) * w + j] = h1 << 32 | h2;
        }
    }
    return (size_t)(n - k + 1) * w;
}

int main(void) {
    Grid a = readGrid(), b = readGrid();
    size_t big = (size_t)(a.r * a.c > b.r * b.c ? a.r * a.c : b.r * b.c);
    ull *ka = malloc(sizeof(ull) * big), *kb = malloc(sizeof(ull) * big);
    ull *r1 = malloc(sizeof(ull) * big), *r2 = malloc(sizeof(ull) * big);
    int lo = 0, hi = a.r;
    if (a.c < hi) hi = a.c;
    if (b.r < hi) hi = b.r;
    if (b.c < hi) hi = b.c;
    while (lo < hi) {
        int k = (lo + hi + 1) / 2;
        size_t na = blockKeys(a, k, ka, r1, r2), nb = blockKeys(b, k, kb, r1, r2);
        qsort(ka, na, sizeof(ull), cmp);
        int found = 0;
        for (size_t t = 0; t < nb && !found; t++)
            found = bsearch(&kb[t], ka, na, sizeof(ull), cmp) != NULL;
        if (found) lo = k;
        else hi = k - 1;
    }
    printf("%d\n", lo);
    return 0;
}
