class Solution {
public:
    long long subarrayXor(vector<int>& arr, int k) {
        long long count = 0;
        int n = arr.size();
        for (int i = 0; i < n; i++) {
            int x = 0;
            for (int j = i; j < n; j++) {
                x ^= arr[j];
                if (x == k) count++;
            }
        }
        return count;
    }
};
