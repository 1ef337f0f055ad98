#include <bits/stdc++.h>
using namespace std;

int main() {
    int t;
    scanf("%d", &t);
    string out;
    while (t--) {
        int n;
        scanf("%d", &n);
        vector<long long> ones, rest;
        for (int i = 0; i < n; i++) {
            long long x;
            scanf("%lld", &x);
            (x == 1 ? ones : rest).push_back(x);
        }
        sort(rest.rbegin(), rest.rend());
        if (rest.size() == 2 && rest[0] == 3 && rest[1] == 2) swap(rest[0], rest[1]);
        bool first = true;
        for (auto* part : {&ones, &rest})
            for (long long x : *part) {
                if (!first) out += ' ';
                out += to_string(x);
                first = false;
            }
        out += '\n';
    }
    fputs(out.c_str(), stdout);
}
