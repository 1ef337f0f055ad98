class Solution {
public:
    vector<int> commonElements(vector<int>& a, vector<int>& b, vector<int>& c) {
        vector<int> out;
        for (size_t i = 0; i < a.size(); i++) {
            if (i > 0 && a[i] == a[i - 1]) continue;
            bool inB = false, inC = false;
            for (int y : b) if (y == a[i]) { inB = true; break; }
            for (int z : c) if (z == a[i]) { inC = true; break; }
            if (inB && inC) out.push_back(a[i]);
        }
        return out;
    }
};
