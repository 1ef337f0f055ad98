class Solution {
    // cheapest tree for keys[i..j] (inclusive), trying every root without memoisation
    int go(vector<int>& freq, int i, int j) {
        if (i > j) return 0;
        int weight = 0;
        for (int t = i; t <= j; t++) weight += freq[t];
        int best = INT_MAX;
        for (int r = i; r <= j; r++) best = min(best, go(freq, i, r - 1) + go(freq, r + 1, j));
        return best + weight;
    }
public:
    int optimalSearchTree(vector<int>& keys, vector<int>& freq) {
        return go(freq, 0, (int)keys.size() - 1);
    }
};
