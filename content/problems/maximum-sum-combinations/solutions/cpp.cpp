class Solution {
public:
    vector<int> maxSumCombinations(vector<int>& A, vector<int>& B, int C) {
        int n = A.size();
        vector<int> a(A), b(B);
        sort(a.rbegin(), a.rend());
        sort(b.rbegin(), b.rend());
        priority_queue<tuple<int, int, int>> pq;
        set<pair<int, int>> seen;
        pq.emplace(a[0] + b[0], 0, 0);
        seen.insert({0, 0});
        vector<int> res;
        while ((int)res.size() < C) {
            auto [s, i, j] = pq.top();
            pq.pop();
            res.push_back(s);
            if (i + 1 < n && seen.insert({i + 1, j}).second) pq.emplace(a[i + 1] + b[j], i + 1, j);
            if (j + 1 < n && seen.insert({i, j + 1}).second) pq.emplace(a[i] + b[j + 1], i, j + 1);
        }
        return res;
    }
};
