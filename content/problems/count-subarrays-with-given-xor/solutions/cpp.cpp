class Solution {
public:
    long long subarrayXor(vector<int>& arr, int k) {
        unordered_map<int, int> seen;
        seen.reserve(arr.size() * 2 + 1);
        seen[0] = 1;
        int x = 0;
        long long count = 0;
        for (int v : arr) {
            x ^= v;
            auto it = seen.find(x ^ k);
            if (it != seen.end()) count += it->second;
            seen[x]++;
        }
        return count;
    }
};
