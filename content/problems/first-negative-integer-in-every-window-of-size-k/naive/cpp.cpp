class Solution {
public:
    vector<int> FirstNegativeInteger(vector<int>& arr, int k) {
        vector<int> out;
        for (int s = 0; s + k <= (int)arr.size(); s++) {
            int v = 0;
            for (int i = s; i < s + k; i++) if (arr[i] < 0) { v = arr[i]; break; }
            out.push_back(v);
        }
        return out;
    }
};
