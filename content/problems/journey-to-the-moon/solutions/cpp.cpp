#include <bits/stdc++.h>
using namespace std;

int parent_[100000];
int find(int x) {
    while (parent_[x] != x) x = parent_[x] = parent_[parent_[x]];
    return x;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, p;
    cin >> n >> p;
    for (int i = 0; i < n; i++) parent_[i] = i;
    for (int i = 0; i < p; i++) {
        int a, b;
        cin >> a >> b;
        a = find(a), b = find(b);
        if (a != b) parent_[a] = b;
    }
    vector<long long> size(n, 0);
    for (int x = 0; x < n; x++) size[find(x)]++;
    long long answer = 0, seen = 0;
    for (long long s : size) {
        if (s == 0) continue;
        answer += s * seen;
        seen += s;
    }
    cout << answer << "\n";
    return 0;
}
