class Solution {
public:
    long long solve(vector<int>& bt) {
        sort(bt.begin(), bt.end());
        long long clock = 0, wait = 0;
        for (int x : bt) { wait += clock; clock += x; }
        return wait / (long long)bt.size();
    }
};
