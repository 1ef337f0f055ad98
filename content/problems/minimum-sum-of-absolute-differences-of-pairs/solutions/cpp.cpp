class Solution {
public:
    long long findMinSum(vector<int>& a, vector<int>& b) {
        sort(a.begin(), a.end());
        sort(b.begin(), b.end());
        long long total = 0;
        for (size_t i = 0; i < a.size(); i++) total += llabs((long long)a[i] - b[i]);
        return total;
    }
};
