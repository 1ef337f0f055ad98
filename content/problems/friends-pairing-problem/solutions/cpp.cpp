class Solution {
public:
    int countFriendsPairings(int n) {
        const long long M = 1000000007;
        long long a = 1, b = 1;
        for (int i = 2; i <= n; i++) {
            long long c = (b + (long long)(i - 1) * a) % M;
            a = b;
            b = c;
        }
        return (int)b;
    }
};
