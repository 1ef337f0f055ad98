class Solution {
public:
    vector<int> commonElements(vector<int>& a, vector<int>& b, vector<int>& c) {
        size_t i = 0, j = 0, k = 0;
        vector<int> out;
        while (i < a.size() && j < b.size() && k < c.size()) {
            if (a[i] == b[j] && b[j] == c[k]) {
                if (out.empty() || out.back() != a[i]) out.push_back(a[i]);
                i++; j++; k++;
            } else {
                int m = min({a[i], b[j], c[k]});
                if (a[i] == m) i++;
                if (b[j] == m) j++;
                if (c[k] == m) k++;
            }
        }
        return out;
    }
};
