class Solution {
public:
    vector<int> commonElements(vector<vector<int>>& mat) {
        vector<int> out;
        for (size_t i = 0; i < mat[0].size(); i++) {
            int v = mat[0][i];
            bool repeated = false;
            for (size_t t = 0; t < i && !repeated; t++) repeated = mat[0][t] == v;
            if (repeated) continue;
            bool everywhere = true;
            for (size_t r = 1; r < mat.size() && everywhere; r++) {
                bool found = false;
                for (int x : mat[r])
                    if (x == v) {
                        found = true;
                        break;
                    }
                everywhere = found;
            }
            if (everywhere) out.push_back(v);
        }
        sort(out.begin(), out.end());
        return out;
    }
};
