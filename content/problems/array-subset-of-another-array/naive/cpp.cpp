class Solution {
public:
    bool isSubset(vector<int>& a, vector<int>& b) {
        vector<bool> used(a.size(), false);
        for (int x : b) {
            bool found = false;
            for (size_t i = 0; i < a.size(); i++) {
                if (!used[i] && a[i] == x) { used[i] = true; found = true; break; }
            }
            if (!found) return false;
        }
        return true;
    }
};
