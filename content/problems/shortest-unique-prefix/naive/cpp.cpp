class Solution {
public:
    vector<string> findPrefixes(vector<string>& arr) {
        int n = arr.size();
        vector<string> res;
        for (int i = 0; i < n; i++) {
            size_t need = 0;
            for (int j = 0; j < n; j++) {
                if (i == j) continue;
                size_t l = 0;
                while (l < arr[i].size() && l < arr[j].size() && arr[i][l] == arr[j][l]) l++;
                need = max(need, l);
            }
            res.push_back(arr[i].substr(0, need + 1));
        }
        return res;
    }
};
