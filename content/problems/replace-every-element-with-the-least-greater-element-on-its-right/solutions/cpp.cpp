class Solution {
public:
    vector<int> findLeastGreater(vector<int>& arr) {
        int n = arr.size();
        vector<int> out(n);
        set<int> seen;
        for (int i = n - 1; i >= 0; i--) {
            auto it = seen.upper_bound(arr[i]);
            out[i] = it == seen.end() ? -1 : *it;
            seen.insert(arr[i]);
        }
        return out;
    }
};
