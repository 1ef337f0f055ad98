class Solution {
public:
    int divide(int dividend, int divisor) {
        if (dividend == INT_MIN && divisor == -1) return INT_MAX;
        bool negative = (dividend < 0) != (divisor < 0);
        long long a = llabs((long long)dividend), b = llabs((long long)divisor), q = 0;
        while (a >= b) { a -= b; q++; }
        return (int)(negative ? -q : q);
    }
};
