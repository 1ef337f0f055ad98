class Solution {
public:
    int divide(int dividend, int divisor) {
        if (dividend == INT_MIN && divisor == -1) return INT_MAX;
        bool negative = (dividend < 0) != (divisor < 0);
        long long a = llabs((long long)dividend), b = llabs((long long)divisor), q = 0;
        for (int s = 31; s >= 0; s--)
            if ((b << s) <= a) { a -= b << s; q += 1LL << s; }
        return (int)(negative ? -q : q);
    }
};
