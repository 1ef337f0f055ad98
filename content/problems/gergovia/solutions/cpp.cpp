#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    while (scanf("%d", &n) == 1 && n != 0) {
        long long bal = 0, work = 0;
        for (int i = 0; i < n; i++) {
            int x;
            scanf("%d", &x);
            bal += x;
            work += llabs(bal);
        }
        printf("%lld\n", work);
    }
}
