// Try every set of V - 1 edges and test it with union-find: O(C(E, V - 1) * V).
class Solution {
    int V;
    long long count = 0;
    vector<int> chosen;
    vector<vector<int>>* E;

    int find(vector<int>& p, int x) { return p[x] == x ? x : p[x] = find(p, p[x]); }

    void pick(int start) {
        if ((int)chosen.size() == V - 1) {
            vector<int> p(V);
            iota(p.begin(), p.end(), 0);
            for (int i : chosen) {
                int a = find(p, (*E)[i][0]), b = find(p, (*E)[i][1]);
                if (a == b) return;
                p[a] = b;
            }
            count++;
            return;
        }
        for (int i = start; i < (int)E->size(); i++) {
            chosen.push_back(i);
            pick(i + 1);
            chosen.pop_back();
        }
    }
public:
    long long countSpanningTrees(int V, vector<vector<int>>& edges) {
        this->V = V;
        E = &edges;
        pick(0);
        return count;
    }
};
