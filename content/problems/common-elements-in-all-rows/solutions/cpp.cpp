class Solution {
public:
    vector<int> commonElements(vector<vector<int>>& mat) {
        unordered_map<int, int> seenIn;
        seenIn.reserve(mat[0].size() * 2 + 1);
        for (int v : mat[0]) seenIn[v] = 1;
        int m = mat.size();
        for (int r = 1; r < m; r++)
            for (int v : mat[r]) {
                auto it = seenIn.find(v);
                if (it != seenIn.end() && it->second == r) it->second = r + 1;
            }
        vector<int> out;
        for (auto& [v, c] : seenIn)
            if (c == m) out.push_back(v);
        sort(out.begin(), out.end());
        return out;
    }
};
