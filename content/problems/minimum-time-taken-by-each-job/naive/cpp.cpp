// Relax every dependency until no finishing time changes: one round per level in the worst case, O(n * E).
class Solution {
public:
    vector<int> minimumTime(int n, vector<vector<int>>& edges) {
        vector<int> time(n + 1, 1);
        for (bool changed = true; changed;) {
            changed = false;
            for (auto& e : edges) {
                if (time[e[0]] + 1 > time[e[1]]) {
                    time[e[1]] = time[e[0]] + 1;
                    changed = true;
                }
            }
        }
        return vector<int>(time.begin() + 1, time.end());
    }
};
