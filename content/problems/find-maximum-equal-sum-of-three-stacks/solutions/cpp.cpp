class Solution {
public:
    long long maxEqualSum(vector<int>& s1, vector<int>& s2, vector<int>& s3) {
        vector<int>* st[3] = {&s1, &s2, &s3};
        long long sum[3];
        size_t top[3] = {0, 0, 0};
        for (int k = 0; k < 3; k++) sum[k] = accumulate(st[k]->begin(), st[k]->end(), 0LL);
        while (!(sum[0] == sum[1] && sum[1] == sum[2])) {
            int k = 0;
            if (sum[1] > sum[k]) k = 1;
            if (sum[2] > sum[k]) k = 2;
            sum[k] -= (*st[k])[top[k]++];
        }
        return sum[0];
    }
};
