class Solution {
    int x, y;
    bool wins(int m) {
        if (m == 0) return false;
        if (!wins(m - 1)) return true;
        if (m >= x && !wins(m - x)) return true;
        if (m >= y && !wins(m - y)) return true;
        return false;
    }
public:
    int findWinner(int n, int x, int y) {
        this->x = x;
        this->y = y;
        return wins(n) ? 1 : 0;
    }
};
