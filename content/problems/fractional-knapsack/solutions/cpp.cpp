class Solution {
public:
    double fractionalKnapsack(vector<int>& val, vector<int>& wt, int capacity) {
        int n = val.size();
        vector<int> idx(n);
        iota(idx.begin(), idx.end(), 0);
        sort(idx.begin(), idx.end(), [&](int a, int b) { return (long long)val[a] * wt[b] > (long long)val[b] * wt[a]; });
        long long room = capacity;
        double total = 0;
        for (int i : idx) {
            if (room <= 0) break;
            if (wt[i] <= room) { room -= wt[i]; total += val[i]; }
            else { total += (double)val[i] * room / wt[i]; room = 0; }
        }
        return total;
    }
};
