// Label every astronaut with its country, then test every pair of astronauts: O(n^2).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, p;
    scanf("%d %d", &n, &p);
    vector<vector<int>> adj(n);
    for (int i = 0; i < p; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        adj[a].push_back(b);
        adj[b].push_back(a);
    }
    vector<int> country(n, -1);
    int countries = 0;
    for (int s = 0; s < n; s++) {
        if (country[s] >= 0) continue;
        vector<int> stack{s};
        country[s] = countries;
        while (!stack.empty()) {
            int u = stack.back();
            stack.pop_back();
            for (int v : adj[u])
                if (country[v] < 0) { country[v] = countries; stack.push_back(v); }
        }
        countries++;
    }
    long long answer = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (country[i] != country[j]) answer++;
    printf("%lld\n", answer);
    return 0;
}
