class Solution {
public:
    void sortBySetBitCount(vector<int>& arr) {
        vector<vector<int>> buckets(32);
        for (int v : arr) buckets[__builtin_popcount(v)].push_back(v);
        size_t w = 0;
        for (int b = 31; b >= 0; b--)
            for (int v : buckets[b]) arr[w++] = v;
    }
};
