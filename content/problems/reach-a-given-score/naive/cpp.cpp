class Solution {
public:
    long long count(int n) {
        // try every number of 3-point and 5-point moves; the rest must be made of 10s
        long long total = 0;
        for (int threes = 0; 3 * threes <= n; threes++)
            for (int rest = n - 3 * threes; rest >= 0; rest -= 5)
                if (rest % 10 == 0) total++;
        return total;
    }
};
