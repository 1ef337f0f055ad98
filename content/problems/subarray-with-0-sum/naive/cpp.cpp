class Solution {
public:
    bool subArrayExists(vector<int>& arr) {
        int n = arr.size();
        for (int i = 0; i < n; i++) {
            long long sum = 0;
            for (int j = i; j < n; j++) {
                sum += arr[j];
                if (sum == 0) return true;
            }
        }
        return false;
    }
};
