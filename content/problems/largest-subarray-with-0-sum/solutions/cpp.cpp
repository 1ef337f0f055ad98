class Solution {
public:
    int maxLen(vector<int>& arr) {
        unordered_map<int, int> first;
        first.reserve(arr.size() * 2 + 1);
        first[0] = 0;
        int sum = 0, best = 0;
        for (int k = 1; k <= (int)arr.size(); k++) {
            sum += arr[k - 1];
            auto it = first.find(sum);
            if (it == first.end()) first[sum] = k;
            else best = max(best, k - it->second);
        }
        return best;
    }
};
