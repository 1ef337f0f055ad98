class Solution {
public:
    int longestConsecutive(vector<int>& nums) {
        unordered_set<int> seen(nums.begin(), nums.end());
        int best = 0;
        for (int x : seen) {
            if (seen.count(x - 1)) continue; // only count from the start of a run
            int len = 1;
            while (seen.count(x + len)) len++;
            best = max(best, len);
        }
        return best;
    }
};
