class Solution {
public:
    int majorityElement(vector<int>& arr) {
        int candidate = -1, votes = 0;
        for (int v : arr) {
            if (votes == 0) candidate = v;
            votes += v == candidate ? 1 : -1;
        }
        long long count = 0;
        for (int v : arr) count += v == candidate;
        return count * 2 > (long long)arr.size() ? candidate : -1;
    }
};
