// Backtracking over positions with pruning, duplicates removed afterwards by a set.
class Solution {
    set<vector<int>> found;
    vector<int> path;
    void go(const vector<int>& a, int i, int rem) {
        if (rem == 0) { found.insert(path); return; }
        if (i == (int)a.size() || a[i] > rem) return;
        path.push_back(a[i]);
        go(a, i + 1, rem - a[i]);
        path.pop_back();
        go(a, i + 1, rem);
    }
public:
    vector<vector<int>> combinationSum2(vector<int>& candidates, int target) {
        sort(candidates.begin(), candidates.end());
        go(candidates, 0, target);
        return vector<vector<int>>(found.begin(), found.end());
    }
};
