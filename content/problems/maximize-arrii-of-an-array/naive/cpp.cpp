// Insertion sort, then the same sum: O(n^2).
class Solution {
public:
    int Maximize(vector<int>& arr) {
        for (size_t i = 1; i < arr.size(); i++) {
            int v = arr[i];
            size_t j = i;
            while (j > 0 && arr[j - 1] > v) { arr[j] = arr[j - 1]; j--; }
            arr[j] = v;
        }
        const long long MOD = 1000000007LL;
        long long sum = 0;
        for (size_t i = 0; i < arr.size(); i++) sum = (sum + (long long)arr[i] * (long long)i) % MOD;
        return (int)sum;
    }
};
