class Solution {
    vector<vector<int>> out;
    vector<int> path;
    void go(const vector<int>& a, int start, int rem) {
        if (rem == 0) { out.push_back(path); return; }
        for (int i = start; i < (int)a.size() && a[i] <= rem; i++) {
            if (i > start && a[i] == a[i - 1]) continue;
            path.push_back(a[i]);
            go(a, i + 1, rem - a[i]);
            path.pop_back();
        }
    }
public:
    vector<vector<int>> combinationSum2(vector<int>& candidates, int target) {
        sort(candidates.begin(), candidates.end());
        go(candidates, 0, target);
        return out;
    }
};
