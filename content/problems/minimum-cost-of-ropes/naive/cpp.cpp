class Solution {
public:
    long long minCost(vector<long long>& arr) {
        vector<long long> a = arr;
        long long cost = 0;
        while (a.size() > 1) {
            // find the two shortest by a full scan
            int i1 = 0;
            for (int i = 1; i < (int)a.size(); i++) if (a[i] < a[i1]) i1 = i;
            swap(a[i1], a.back());
            long long x = a.back(); a.pop_back();
            int i2 = 0;
            for (int i = 1; i < (int)a.size(); i++) if (a[i] < a[i2]) i2 = i;
            a[i2] += x;
            cost += a[i2];
        }
        return cost;
    }
};
