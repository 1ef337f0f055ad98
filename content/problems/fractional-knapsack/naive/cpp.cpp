// Repeatedly scan every remaining item for the best value per weight.
class Solution {
public:
    double fractionalKnapsack(vector<int>& val, vector<int>& wt, int capacity) {
        int n = val.size();
        vector<bool> used(n, false);
        long long room = capacity;
        double total = 0;
        for (int step = 0; step < n && room > 0; step++) {
            int best = -1;
            for (int i = 0; i < n; i++)
                if (!used[i] && (best < 0 || (double)val[i] / wt[i] > (double)val[best] / wt[best])) best = i;
            used[best] = true;
            if (wt[best] <= room) { room -= wt[best]; total += val[best]; }
            else { total += (double)val[best] * room / wt[best]; room = 0; }
        }
        return total;
    }
};
