class Solution {
public:
    long long findSubarray(vector<int>& arr) {
        unordered_map<long long, int> seen;
        seen.reserve(arr.size() * 2 + 1);
        seen[0] = 1;
        long long sum = 0, count = 0;
        for (int v : arr) {
            sum += v;
            count += seen[sum]++;
        }
        return count;
    }
};
