// Recompute the sums of the remaining elements from scratch after every pop: O(n^2).
class Solution {
public:
    long long maxEqualSum(vector<int>& s1, vector<int>& s2, vector<int>& s3) {
        vector<int>* st[3] = {&s1, &s2, &s3};
        size_t top[3] = {0, 0, 0};
        while (true) {
            long long sum[3];
            for (int k = 0; k < 3; k++) {
                sum[k] = 0;
                for (size_t i = top[k]; i < st[k]->size(); i++) sum[k] += (*st[k])[i];
            }
            if (sum[0] == sum[1] && sum[1] == sum[2]) return sum[0];
            int k = 0;
            if (sum[1] > sum[k]) k = 1;
            if (sum[2] > sum[k]) k = 2;
            top[k]++;
        }
    }
};
