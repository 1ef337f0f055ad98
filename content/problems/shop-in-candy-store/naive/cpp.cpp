class Solution {
    int simulate(vector<int> a, int K, bool cheap) {
        int total = 0;
        while (!a.empty()) {
            int pick = 0;  // candy to pay for
            for (int i = 1; i < (int)a.size(); i++) if (cheap ? a[i] < a[pick] : a[i] > a[pick]) pick = i;
            total += a[pick];
            a.erase(a.begin() + pick);
            for (int t = 0; t < K && !a.empty(); t++) {  // free candies from the other end
                int f = 0;
                for (int i = 1; i < (int)a.size(); i++) if (cheap ? a[i] > a[f] : a[i] < a[f]) f = i;
                a.erase(a.begin() + f);
            }
        }
        return total;
    }
public:
    vector<int> candyStore(vector<int>& candies, int N, int K) {
        vector<int> a(candies.begin(), candies.end());
        return {simulate(a, K, true), simulate(a, K, false)};
    }
};
