class Solution {
public:
    bool subArrayExists(vector<int>& arr) {
        unordered_set<long long> seen;
        seen.reserve(arr.size() * 2 + 1);
        seen.insert(0);
        long long sum = 0;
        for (int x : arr) {
            sum += x;
            if (!seen.insert(sum).second) return true;
        }
        return false;
    }
};
