// Per platform, DP over trains sorted by departure: best[i] = 1 + max best[j] over compatible earlier j. O(m^2).
class Solution {
public:
    int maxStop(int n, vector<vector<int>>& trains) {
        vector<vector<pair<int, int>>> byPlatform(n + 1);
        for (auto& t : trains) byPlatform[t[2]].push_back({t[1], t[0]});
        int total = 0;
        for (auto& v : byPlatform) {
            sort(v.begin(), v.end());
            vector<int> best(v.size(), 1);
            int top = 0;
            for (size_t i = 0; i < v.size(); i++) {
                for (size_t j = 0; j < i; j++)
                    if (v[j].first <= v[i].second) best[i] = max(best[i], best[j] + 1);
                top = max(top, best[i]);
            }
            total += top;
        }
        return total;
    }
};
