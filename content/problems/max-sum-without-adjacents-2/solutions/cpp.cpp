class Solution {
public:
    long long findMaxSum(vector<int>& arr) {
        long long s3 = 0, s2 = 0, s1 = 0;  // S[i-3], S[i-2], S[i-1]
        for (size_t i = 0; i < arr.size(); i++) {
            long long prev = i > 0 ? arr[i - 1] : 0;
            long long cur = max({s1, arr[i] + s2, arr[i] + prev + s3});
            s3 = s2;
            s2 = s1;
            s1 = cur;
        }
        return s1;
    }
};
