class Solution {
public:
    long long getPairsCount(vector<int>& arr, int k) {
        unordered_map<int, int> seen;
        seen.reserve(arr.size() * 2);
        long long count = 0;
        for (int x : arr) {
            auto it = seen.find(k - x);
            if (it != seen.end()) count += it->second;
            seen[x]++;
        }
        return count;
    }
};
