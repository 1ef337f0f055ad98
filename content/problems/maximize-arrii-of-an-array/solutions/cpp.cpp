class Solution {
public:
    int Maximize(vector<int>& arr) {
        sort(arr.begin(), arr.end());
        const long long MOD = 1000000007LL;
        long long sum = 0;
        for (size_t i = 0; i < arr.size(); i++) sum = (sum + (long long)arr[i] * (long long)i) % MOD;
        return (int)sum;
    }
};
