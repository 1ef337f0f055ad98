class Solution {
public:
    long long count(int n) {
        vector<long long> ways(n + 1, 0);
        ways[0] = 1;
        for (int c : {3, 5, 10})
            for (int s = c; s <= n; s++) ways[s] += ways[s - c];
        return ways[n];
    }
};
