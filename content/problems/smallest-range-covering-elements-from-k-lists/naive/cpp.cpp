class Solution {
public:
    vector<int> smallestRange(vector<vector<int>>& nums) {
        vector<int> best;
        for (auto& src : nums) {
            for (int a : src) {
                int b = a;
                bool ok = true;
                for (auto& l : nums) {
                    int found = INT_MIN;
                    for (int x : l) if (x >= a) { found = x; break; }
                    if (found == INT_MIN) { ok = false; break; }
                    b = max(b, found);
                }
                if (!ok) continue;
                if (best.empty() || b - a < best[1] - best[0] || (b - a == best[1] - best[0] && a < best[0])) best = {a, b};
            }
        }
        return best;
    }
};
