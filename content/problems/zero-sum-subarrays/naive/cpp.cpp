class Solution {
public:
    long long findSubarray(vector<int>& arr) {
        int n = arr.size();
        long long count = 0;
        for (int i = 0; i < n; i++) {
            long long sum = 0;
            for (int j = i; j < n; j++) {
                sum += arr[j];
                if (sum == 0) count++;
            }
        }
        return count;
    }
};
