class Solution {
public:
    int getSum(int a, int b) {
        // unsigned: left-shifting a negative int is undefined before C++20
        unsigned x = a, y = b;
        while (y != 0) {
            unsigned carry = (x & y) << 1;
            x ^= y;
            y = carry;
        }
        return (int)x;
    }
};
