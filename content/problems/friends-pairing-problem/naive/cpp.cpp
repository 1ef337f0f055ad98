class Solution {
    long long f(int n) {
        if (n <= 1) return 1;
        return (f(n - 1) + (long long)(n - 1) * f(n - 2)) % 1000000007;
    }
public:
    int countFriendsPairings(int n) { return (int)f(n); }
};
