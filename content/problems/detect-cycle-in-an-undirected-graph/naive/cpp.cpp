// For every edge u - v: is v still reachable from u without that edge? O(E * (V + E)).
class Solution {
public:
    bool isCycle(int V, vector<vector<int>>& adj) {
        for (int u = 0; u < V; u++) {
            for (int v : adj[u]) {
                if (u > v) continue;
                vector<char> seen(V, 0);
                vector<int> stack{u};
                seen[u] = 1;
                while (!stack.empty()) {
                    int x = stack.back();
                    stack.pop_back();
                    for (int y : adj[x]) {
                        if ((x == u && y == v) || seen[y]) continue;
                        if (y == v) return true;
                        seen[y] = 1;
                        stack.push_back(y);
                    }
                }
            }
        }
        return false;
    }
};
