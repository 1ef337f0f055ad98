class Solution {
public:
    int maxLen(vector<int>& arr) {
        int n = arr.size(), best = 0;
        for (int i = 0; i < n; i++) {
            int sum = 0;
            for (int j = i; j < n; j++) {
                sum += arr[j];
                if (sum == 0) best = max(best, j - i + 1);
            }
        }
        return best;
    }
};
