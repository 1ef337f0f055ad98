class Solution {
    vector<vector<int>> out;
    vector<int> cur;
    void go(const vector<int>& c, int start, int remain) {
        if (remain == 0) {
            out.push_back(cur);
            return;
        }
        for (int i = start; i < (int)c.size() && c[i] <= remain; i++) {
            cur.push_back(c[i]);
            go(c, i, remain - c[i]);
            cur.pop_back();
        }
    }
public:
    vector<vector<int>> combinationSum(vector<int>& candidates, int target) {
        sort(candidates.begin(), candidates.end());
        out.clear();
        cur.clear();
        go(candidates, 0, target);
        return out;
    }
};
